import { useEffect, useEffectEvent, useState } from 'react';
import { db, type OutboxItem, type OutboxKind } from '../../lib/db';
import type { OutboxPayloads } from '../../lib/outbox-payloads';
import type { EnqueueInput } from '../../sync/outbox';
import { discardOutboxItem, enqueue, onOutboxResult } from '../../sync/outbox';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import { conflictNote, type EditConflict } from '../../lib/edit-conflict';
import type { FieldErrorMap } from './field-errors';
import { toastError, toastSuccess } from './toast';
import { CHECK_FIELDS } from './refusal';

interface QueuedEditTexts {
  /** The server has it ('Drink Updated Successfully'). */
  sent: string;
  /** Kept on this device until the connection returns (by default the dashboard's own words). */
  savedOnDevice?: string;
  /** The browser would not even store it (no IndexedDB). */
  notSaved?: string;
}

/** The row a form edits, so an edit of it the outbox kept after a conflict opens the form with the choice. */
export interface KeptEditOf<K extends OutboxKind> {
  kind: K;
  /** The row (the outbox item's `target`); none for a new row. */
  target: string | undefined;
  /** The kept edit's values, once, as the form opens: what was typed then is what the form holds. */
  onKept?: (payload: OutboxPayloads[K]) => void;
}

/** The edit of `target` that met a newer row in the background and waits for the person's choice. */
async function keptConflict<K extends OutboxKind>(kind: K, target: string): Promise<OutboxItem<K> | undefined> {
  // Without IndexedDB nothing was kept (and Dexie would wait for a database that never opens).
  if (typeof indexedDB === 'undefined') return undefined;
  const items = await db.outbox.where('kind').equals(kind).sortBy('createdAt');
  return items.find((item): item is OutboxItem<K> => item.kind === kind && item.target === target && item.conflict !== undefined);
}

/**
 * A staff edit through the outbox (DESIGN §8), like a chat message: sent at
 * once when online, kept on the device and sent when the connection returns
 * when not. `send` answers whether the form may close; a refusal keeps it
 * open, with the refused fields in `fieldErrors` to show under each, or,
 * when the row moved on meanwhile, the other device's version in `conflict`.
 *
 * With `keptOf`, an edit of that row queued earlier (offline, maybe on this
 * form's last opening) that met a newer row in the background shows the same
 * way: the form opens with its values and the choice, and one that meets it
 * while the form is open shows the choice too.
 */
export function useQueuedEdit<Kept extends OutboxKind = OutboxKind>(texts: QueuedEditTexts, onSaved: () => void, keptOf?: KeptEditOf<Kept>) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  /** The row moved on since the form opened: the form shows both versions until the person chooses. */
  const [conflict, setConflict] = useState<(EditConflict & { clientId: string }) | null>(null);
  const kind = keptOf?.kind;
  const target = keptOf?.target;
  // Read when the kept edit is found, not a reason to look again.
  const takeKept = useEffectEvent((payload: OutboxPayloads[Kept]) => keptOf?.onKept?.(payload));
  useEffect(() => {
    if (!kind || target === undefined) return;
    let current = true;
    const show = (clientId: string, found: EditConflict) => setConflict((shown) => shown ?? { ...found, clientId });
    void keptConflict(kind, target).then(
      (item) => {
        if (!current || !item?.conflict) return;
        show(item.clientId, item.conflict);
        takeKept(item.payload);
      },
      // The device's store would not open: the form opens as it is.
      () => undefined,
    );
    // Met while the form is open: the choice shows, and the form keeps what is typed in it now.
    const stop = onOutboxResult((item, outcome, inBackground) => {
      if (inBackground && outcome.state === 'conflict' && item.kind === kind && item.target === target) show(outcome.clientId, outcome.conflict);
    });
    return () => {
      current = false;
      stop();
    };
  }, [kind, target]);
  // The edit that met the conflict waits in the outbox until the person chooses; a choice lets it go.
  const settleConflict = async () => {
    if (conflict) await discardOutboxItem(conflict.clientId);
    setConflict(null);
  };

  async function send<K extends OutboxKind>(edit: EnqueueInput<K>): Promise<boolean> {
    setPending(true);
    setFieldErrors({});
    try {
      await settleConflict();
      const outcome = await enqueue(edit);
      if (outcome.state === 'conflict') {
        setConflict({ ...outcome.conflict, clientId: outcome.clientId });
        toastError(conflictNote(outcome.conflict));
        return false;
      }
      if (outcome.state === 'rejected') {
        if (outcome.fields) setFieldErrors(outcome.fields);
        toastError(outcome.fields ? CHECK_FIELDS : outcome.message);
        return false;
      }
      toastSuccess(outcome.state === 'sent' ? texts.sent : (texts.savedOnDevice ?? staffOfflineTexts.savedOnDevice));
      onSaved();
      return true;
    } catch {
      toastError(texts.notSaved ?? staffOfflineTexts.notSaved);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending, fieldErrors, conflict, clearConflict: settleConflict };
}
