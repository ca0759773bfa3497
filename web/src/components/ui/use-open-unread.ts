import { useState } from 'react';
import type { OutboxItem } from '../../lib/db';
import type { EnqueueInput } from '../../sync/outbox';
import { toastError } from './toast';
import { sendMark, useWaitingMarks } from './use-waiting-marks';

type ReadKind = 'request-read' | 'message-read';

/**
 * Opening an inbox row or a franchise request: shows it at once and, the
 * first time, tells the server it was read, through the outbox, so a tablet
 * offline keeps the mark and sends it when back. The row shows read at once,
 * marked as waiting until it went; then the list and the sidebar's count
 * load again. `markRead` names the row's mark (its label in the offline
 * banner).
 */
export function useOpenUnread<T extends { _id: string; read: boolean }, K extends ReadKind>(
  kind: K,
  markRead: (row: T) => Omit<EnqueueInput<K>, 'kind'>,
  list: { data: readonly T[] | undefined; reload: () => void },
) {
  const [opened, setOpened] = useState<T | null>(null);
  const marks = useWaitingMarks(kind, list.reload, [list.data]);

  function open(row: T) {
    setOpened(row);
    if (row.read) return;
    // Sent or kept: the list shows it read. A refusal (deleted meanwhile) is said here; the list shows the server's state again.
    void sendMark<K>({ ...markRead(row), kind }).then((outcome) => outcome.state === 'rejected' && toastError(outcome.message));
  }

  return {
    opened,
    open,
    close: () => setOpened(null),
    /** The rows as they will be: read where a mark of them waits. */
    shown: (rows: readonly T[]): T[] => rows.map((row) => (marks.shown(row._id) ? { ...row, read: true } : row)),
    /** The mark of this row still in the outbox, waiting or refused. */
    waitingFor: (row: T): OutboxItem<K> | undefined => marks.waiting(row._id),
  };
}
