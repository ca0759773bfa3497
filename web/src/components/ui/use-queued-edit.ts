import { useState } from 'react';
import type { OutboxKind } from '../../lib/db';
import type { EnqueueInput } from '../../sync/outbox';
import { discardOutboxItem, enqueue } from '../../sync/outbox';
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

/**
 * A staff edit through the outbox (DESIGN §8), like a chat message: sent at
 * once when online, kept on the device and sent when the connection returns
 * when not. `send` answers whether the form may close; a refusal keeps it
 * open, with the refused fields in `fieldErrors` to show under each, or,
 * when the row moved on meanwhile, the other device's version in `conflict`.
 */
export function useQueuedEdit(texts: QueuedEditTexts, onSaved: () => void) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  /** The row moved on since the form opened: the form shows both versions until the person chooses. */
  const [conflict, setConflict] = useState<(EditConflict & { clientId: string }) | null>(null);
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
