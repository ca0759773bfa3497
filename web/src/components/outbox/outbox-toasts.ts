/**
 * Toasts for writes the outbox delivers (or the server refuses) in the
 * background, long after the form said "queued". Items whose form is still
 * waiting for the answer are left to the form, which speaks for itself.
 */
import type { OutboxKind } from '../../lib/db';
import { conflictNote } from '../../lib/edit-conflict';
import { loadOutbox } from '../../sync/lazy';
import { outboxTexts } from '../../sync/texts';
import { toastError, toastSuccess } from '../ui/toast';

export async function announceBackgroundSends(successTexts: Partial<Record<OutboxKind, string>>): Promise<() => void> {
  const { onOutboxResult } = await loadOutbox();
  return onOutboxResult((item, outcome, inBackground) => {
    if (!inBackground) return;
    if (outcome.state === 'sent') {
      const text = successTexts[item.kind];
      if (text) toastSuccess(text);
    } else if (outcome.state === 'rejected') {
      toastError(`${outboxTexts.refused}: ${item.label}. ${outcome.message}`);
    } else if (outcome.state === 'conflict') {
      // Another device saved first: this one is told at once, not only by the queue's list.
      toastError(`${outboxTexts.refused}: ${item.label}. ${conflictNote(outcome.conflict)}. ${outboxTexts.chooseHint}`);
    }
  });
}
