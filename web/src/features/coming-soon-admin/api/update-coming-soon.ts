import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise, ComingSoonUpdateBody } from '../types';

/**
 * PUT /admin/comming/:id through the outbox (DESIGN §8), naming the version
 * the dialog was opened from: sent at once when online, kept on the device
 * and sent when the connection returns when not. A newer version saved on
 * another device comes back in `conflict`. `kept`: the store the dialog
 * edits, so an edit of it the outbox kept after a conflict met in the
 * background opens with the choice.
 */
export function useUpdateComingSoon(onDone: () => void, kept?: Omit<KeptEditOf<'coming-soon-update'>, 'kind'>) {
  const queued = useQueuedEdit({ sent: t.updated }, onDone, kept && { kind: 'coming-soon-update', ...kept });

  /** `version`: the store's version the dialog was opened from, or the other device's after a conflict. */
  async function save(franchise: ComingSoonFranchise, changes: Omit<ComingSoonUpdateBody, 'version'>, version = franchise.version): Promise<boolean> {
    // The dialog opened with a waiting edit's values (the table shows the store as it will be): this one replaces it.
    await supersedeWaiting('coming-soon-update', franchise._id);
    const payload = { ...changes, ...(version !== undefined && { version }) };
    return queued.send({ kind: 'coming-soon-update', target: franchise._id, payload, label: t.changesTo(changes.name?.trim() || franchise.name) });
  }

  return { save, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
