import { lazy, Suspense } from 'react';
import { useOutboxInUse } from '../../sync/outbox-in-use';

const OutboxQueueList = lazy(() => import('./outbox-queue-list'));

/**
 * "Waiting to send" under the header (OutboxQueueList): nothing, and none of
 * its code, before the outbox is in use on this page, which a first visit
 * with nothing to send never is.
 */
export function OutboxQueue() {
  const inUse = useOutboxInUse();
  if (!inUse) return null;
  return (
    <Suspense fallback={null}>
      <OutboxQueueList />
    </Suspense>
  );
}
