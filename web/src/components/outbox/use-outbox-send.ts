import { useState } from 'react';
import type { OutboxKind } from '../../lib/db';
import { loadOutbox } from '../../sync/lazy';
import type { EnqueueInput } from '../../sync/outbox';
import { toastError, toastSuccess } from '../ui/toast';

type SendResult = 'sent' | 'queued' | 'rejected';

interface SendTexts {
  /** The success toast ('Message Sent Successfully'). */
  success: string;
  /** Shown instead of the server's reason when the product fixes the wording. */
  failure?: string;
}

/**
 * A public form's submit through the outbox (DESIGN §8): sent now (success
 * toast), queued for the connection (the form may clear: the outbox keeps
 * the text), or refused (error toast; the form keeps what was typed).
 */
export function useOutboxSend(kind: OutboxKind, texts: SendTexts) {
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState(false);

  async function send(input: Omit<EnqueueInput, 'kind'>): Promise<SendResult> {
    setPending(true);
    setQueued(false);
    try {
      const { enqueue } = await loadOutbox();
      const outcome = await enqueue({ ...input, kind });
      if (outcome.state === 'sent') toastSuccess(texts.success);
      else if (outcome.state === 'queued') setQueued(true);
      else toastError(texts.failure ?? outcome.message);
      return outcome.state;
    } catch {
      // The browser would not store it (no IndexedDB): nothing was sent, the form keeps the text.
      toastError(texts.failure ?? 'Something went wrong. Please try again.');
      return 'rejected';
    } finally {
      setPending(false);
    }
  }

  return { send, pending, queued };
}
