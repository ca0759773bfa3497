import type { OutboxKind } from '../../lib/db';
import { useCachedQuery } from '../../sync/lazy';
import { outboxTexts } from '../../sync/texts';
import './queued-note.css';

/**
 * Under a form whose last submit was queued: says so until the outbox has
 * nothing of that kind waiting any more. The live region stays mounted.
 */
export function QueuedNote({ kind, queued }: { kind: OutboxKind; queued: boolean }) {
  // Nothing to count (and no cache to load) until this form has queued something.
  const waiting = useCachedQuery(({ db }) => db.outbox.where('kind').equals(kind).filter((i) => i.status === 'queued').count(), [kind], 0, undefined, !queued);
  return (
    <p className="queued-note" role="status">
      {queued && (waiting ?? 0) > 0 ? outboxTexts.queued : ''}
    </p>
  );
}
