import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { ComingSoonUpdateBody } from '../types';

/** PUT /admin/comming/:id with the changed fields. */
async function updateComingSoon(id: string, json: ComingSoonUpdateBody): Promise<string> {
  const { message } = await readOk(await api.admin.comming[':id'].$put({ param: { id }, json }));
  return message;
}

export function useUpdateComingSoon(onDone: () => void) {
  return useAction(updateComingSoon, { onDone });
}
