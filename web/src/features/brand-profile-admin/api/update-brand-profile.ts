import { useEffect, useEffectEvent } from 'react';
import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import type { BrandProfile } from '../../../lib/contract';
import { db } from '../../../lib/db';
import { onOutboxResult } from '../../../sync/outbox';
import { brandProfileAdminTexts as t } from '../texts';

export interface BrandProfileChanges {
  text: string;
  /** A content-library PDF, or '' for no download. */
  documentId: string;
}

/**
 * A save still waiting to be sent gives way to a newer one: the whole page is
 * sent each time, and both name the version the page had before the first,
 * so sent after it, the newer would meet it as another device's change.
 */
async function supersedeWaiting(): Promise<void> {
  // Without IndexedDB nothing waits (and Dexie would wait for a database that never opens).
  if (typeof indexedDB === 'undefined') return;
  await db.outbox
    .where('kind')
    .equals('brand-profile')
    .filter((item) => item.status === 'queued')
    .delete();
}

/**
 * Saves the brand profile (PUT /admin/brand-profile, the whole page) through
 * the outbox (DESIGN §8): sent at once when online, kept on the device and
 * sent when the connection returns when not. `onStored` gets the page as the
 * server stored it, whenever a save of it arrives (now or later, in the
 * background), with the version the next save names. A save made from an
 * older version than the server's comes back in `conflict`.
 */
export function useUpdateBrandProfile(onStored: (profile: BrandProfile) => void) {
  const queued = useQueuedEdit({ sent: t.updated }, () => undefined);
  const stored = useEffectEvent(onStored);
  useEffect(
    () =>
      onOutboxResult((item, outcome) => {
        if (item.kind === 'brand-profile' && outcome.state === 'sent' && outcome.kind === 'brand-profile' && outcome.body) stored(outcome.body.profile);
      }),
    [],
  );

  /** `version`: the page's version the form was made from (the one it opened with, or the other device's after a conflict). */
  async function save(changes: BrandProfileChanges, version: number | undefined): Promise<boolean> {
    await supersedeWaiting();
    const payload = { text: changes.text, documentId: changes.documentId || null, ...(version !== undefined && { version }) };
    return queued.send({ kind: 'brand-profile', payload, label: t.changesTo });
  }

  return { save, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
