import { api, readOk } from '../../../lib/api-client';

/** PUT /admin/contact-messages/:id/read. */
export async function markContactMessageRead(id: string) {
  return readOk(await api.admin['contact-messages'][':id'].read.$put({ param: { id } }));
}
