import { useEffect } from 'react';
import type { OutboxItem, OutboxKind } from '../lib/db';
import { onOutboxResult } from './outbox';
import { useOutbox } from './use-outbox';

/**
 * A staff list's edits still waiting for the network, by the row they change,
 * so the list can show each row as it will be, marked. When one reaches the
 * server the list reloads and shows the row as it now is.
 */
export function useWaitingEdits<K extends OutboxKind>(kind: K, reload: () => void): Map<string | undefined, OutboxItem<K>> {
  const waiting = useOutbox(kind);
  useEffect(() => onOutboxResult((item, outcome) => outcome.state === 'sent' && item.kind === kind && reload()), [kind, reload]);
  return new Map(waiting.map((item) => [item.target, item]));
}
