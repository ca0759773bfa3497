import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { seriesTexts } from '../texts';

/** DELETE /user/menu/series/:id: the server takes the series' drinks and their reviews too. */
async function deleteSeries(id: string): Promise<string> {
  const { message } = await readOk(await api.user.menu.series[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteSeries(onDone: () => void) {
  return useAction(deleteSeries, { success: seriesTexts.deleted, onDone });
}
