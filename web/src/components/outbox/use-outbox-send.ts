import { useState } from 'react';
import type { OutboxKind } from '../../lib/db';
import { loadOutbox } from '../../sync/lazy';
import type { EnqueueInput, SendOutcome } from '../../sync/outbox';
import { toastError, toastSuccess } from '../ui/toast';

interface SendTexts {
  /** A success toast ('Successfully subscribed'); forms that end on a confirmation of their own leave it out. */
  success?: string;
  /** Shown instead of the server's reason when the product fixes the wording. */
  failure?: string;
  /** The form shows refusals itself, under its fields: no toast. */
  errorsInForm?: boolean;
}

const NOT_STORED = 'Something went wrong. Please try again.';

/**
 * A public form's submit through the outbox (DESIGN §8): sent now, queued
 * for the connection (the outbox keeps the text; `clientId` follows it), or
 * refused with the server's reasons, by field when it names them (the form
 * keeps what was typed).
 */
export function useOutboxSend<K extends OutboxKind>(kind: K, texts: SendTexts = {}) {
  const [pending, setPending] = useState(false);

  async function send(input: Omit<EnqueueInput<K>, 'kind'>): Promise<SendOutcome> {
    setPending(true);
    try {
      const { enqueue } = await loadOutbox();
      const outcome = await enqueue({ ...input, kind });
      if (outcome.state === 'sent' && texts.success) toastSuccess(texts.success);
      else if (outcome.state === 'rejected' && !texts.errorsInForm) toastError(texts.failure ?? outcome.message);
      return outcome;
    } catch {
      // The browser would not store it (no IndexedDB): nothing was sent, the form keeps the text.
      const message = texts.failure ?? NOT_STORED;
      if (!texts.errorsInForm) toastError(message);
      return { state: 'rejected', message, fields: {} };
    } finally {
      setPending(false);
    }
  }

  return { send, pending };
}
