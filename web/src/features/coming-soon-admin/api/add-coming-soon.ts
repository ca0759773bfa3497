import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import type { ComingSoonAddBody } from '../types';

type NewComingSoon = Omit<ComingSoonAddBody, 'clientId'>;

/** POST /admin/comming/add {name, address, email, clientId}; answers the server's success message. */
async function addComingSoon(clientId: string, fields: NewComingSoon): Promise<string> {
  const { message } = await readOk(await api.admin.comming.add.$post({ json: { ...fields, clientId } }));
  return message;
}

export function useAddComingSoon(onDone: () => void) {
  return useCreateAction(addComingSoon, { onDone });
}
