import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { ComingSoonAddBody } from '../types';

/** POST /admin/comming/add {name, address, email}; answers the server's success message. */
async function addComingSoon(json: ComingSoonAddBody): Promise<string> {
  const { message } = await readOk(await api.admin.comming.add.$post({ json }));
  return message;
}

export function useAddComingSoon(onDone: () => void) {
  return useAction(addComingSoon, { onDone });
}
