import { api, readOk } from '../../../lib/api-client';

/** PUT /admin/franchise/requset/:id/read (spelled as the original client's paths). */
export async function markFranchiseRequestRead(id: string) {
  return readOk(await api.admin.franchise.requset[':id'].read.$put({ param: { id } }));
}
