import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { contentTexts } from '../texts';

/** DELETE /admin/video/:id: the file leaves storage with it. */
async function deleteContent(id: string): Promise<string> {
  const { message } = await readOk(await api.admin.video[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteContent(onDone: () => void) {
  return useAction(deleteContent, { success: contentTexts.deleted, onDone });
}
