import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonAddBody } from '../types';

type NewComingSoon = Omit<ComingSoonAddBody, 'clientId'>;

/**
 * POST /admin/comming/add {name, address, email} through the outbox (DESIGN
 * §8): sent at once when online, kept on the device and sent when the
 * connection returns when not. The outbox's clientId is the server's
 * idempotency key, so a replay answers the store already made. `run` answers
 * whether the form may be cleared.
 */
export function useAddComingSoon(onDone: () => void) {
  const queued = useQueuedEdit({ sent: t.added }, onDone);
  const run = (fields: NewComingSoon) => queued.send({ kind: 'coming-soon-add', payload: fields, label: t.adding(fields.name.trim()) });
  return { run, pending: queued.pending, fieldErrors: queued.fieldErrors };
}
