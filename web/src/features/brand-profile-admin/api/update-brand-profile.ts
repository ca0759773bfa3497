import { useEffect, useEffectEvent } from 'react';
import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import type { BrandProfile } from '../../../lib/contract';
import type { OutboxPayloads } from '../../../lib/outbox-payloads';
import { onOutboxResult } from '../../../sync/outbox';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import { brandProfileAdminTexts as t } from '../texts';

export interface BrandProfileChanges {
  text: string;
  /** A content-library PDF, or '' for no download. */
  documentId: string;
}

/**
 * The one page, named as the row its saves change (its route takes no path
 * parameter): so a newer save replaces one still waiting to be sent, and one
 * that met a newer page in the background opens the form with the choice.
 */
const PAGE = 'brand';

/**
 * Saves the brand profile (PUT /admin/brand-profile, the whole page) through
 * the outbox (DESIGN §8): sent at once when online, kept on the device and
 * sent when the connection returns when not. `onStored` gets the page as the
 * server stored it, whenever a save of it arrives (now or later, in the
 * background), with the version the next save names. A save made from an
 * older version than the server's comes back in `conflict`, now or, for one
 * that met it in the background, when the form opens (`onKept` gets what was
 * typed then).
 */
export function useUpdateBrandProfile(onStored: (profile: BrandProfile) => void, onKept: (kept: OutboxPayloads['brand-profile']) => void) {
  const queued = useQueuedEdit({ sent: t.updated }, () => undefined, { kind: 'brand-profile', target: PAGE, onKept });
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
    // The whole page goes each time, and both would name the same version: a newer save replaces one still waiting.
    await supersedeWaiting('brand-profile', PAGE);
    const payload = { text: changes.text, documentId: changes.documentId || null, ...(version !== undefined && { version }) };
    return queued.send({ kind: 'brand-profile', target: PAGE, payload, label: t.changesTo });
  }

  return { save, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
