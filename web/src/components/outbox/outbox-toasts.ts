/**
 * Toasts for writes the outbox delivers (or the server refuses) in the
 * background, long after the form said "queued". Items sent straight from
 * their form (no earlier attempt) are left to the form, which already spoke.
 */
import type { OutboxKind } from '../../lib/db';
import { loadSync } from '../../sync/lazy';
import { outboxTexts } from '../../sync/texts';
import { toastError, toastSuccess } from '../ui/toast';

export async function announceBackgroundSends(successTexts: Partial<Record<OutboxKind, string>>): Promise<() => void> {
  const { onOutboxResult } = await loadSync();
  return onOutboxResult((item, outcome) => {
    if (item.attempts === 0) return;
    if (outcome.state === 'sent') {
      const text = successTexts[item.kind];
      if (text) toastSuccess(text);
    } else if (outcome.state === 'rejected') {
      toastError(`${outboxTexts.refused}: ${item.label}. ${outcome.message}`);
    }
  });
}
