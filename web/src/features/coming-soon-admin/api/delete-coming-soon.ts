import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';

/** DELETE /admin/comming/:id. */
async function deleteComingSoon(id: string): Promise<string> {
  const { message } = await readOk(await api.admin.comming[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteComingSoon(onDone: () => void) {
  return useAction(deleteComingSoon, { onDone });
}
