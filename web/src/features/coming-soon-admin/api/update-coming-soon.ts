import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import { db } from '../../../lib/db';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise, ComingSoonUpdateBody } from '../types';

/**
 * A store's edit still waiting to be sent gives way to a newer one: the
 * dialog opened with the waiting values and sends every field again, and both
 * name the version the store had before the first, so sent after it, the
 * newer would meet it as another device's change.
 */
async function supersedeWaiting(id: string): Promise<void> {
  // Without IndexedDB nothing waits (and Dexie would wait for a database that never opens).
  if (typeof indexedDB === 'undefined') return;
  await db.outbox
    .where('kind')
    .equals('coming-soon-update')
    .filter((item) => item.target === id && item.status === 'queued')
    .delete();
}

/**
 * PUT /admin/comming/:id through the outbox (DESIGN §8), naming the version
 * the dialog was opened from: sent at once when online, kept on the device
 * and sent when the connection returns when not. A newer version saved on
 * another device comes back in `conflict`.
 */
export function useUpdateComingSoon(onDone: () => void) {
  const queued = useQueuedEdit({ sent: t.updated }, onDone);

  /** `version`: the store's version the dialog was opened from, or the other device's after a conflict. */
  async function save(franchise: ComingSoonFranchise, changes: Omit<ComingSoonUpdateBody, 'version'>, version = franchise.version): Promise<boolean> {
    await supersedeWaiting(franchise._id);
    const payload = { ...changes, ...(version !== undefined && { version }) };
    return queued.send({ kind: 'coming-soon-update', target: franchise._id, payload, label: t.changesTo(changes.name?.trim() || franchise.name) });
  }

  return { save, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
