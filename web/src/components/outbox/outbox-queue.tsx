import { useId } from 'react';
import { toastError } from '../ui/toast';
import { loadOutbox, useCachedQuery } from '../../sync/lazy';
import { useOutboxInUse } from '../../sync/outbox-in-use';
import { outboxTexts } from '../../sync/texts';
import './outbox-queue.css';

/**
 * "Waiting to send": what the visitor wrote that has not reached the server
 * yet, queued for the connection or refused with the server's reason. A
 * refused item keeps its text until the visitor discards it.
 */
export function OutboxQueue() {
  const headingId = useId();
  const inUse = useOutboxInUse();
  // Nothing is read (and the cache's code is not loaded) before the outbox is in use on this page.
  const items = useCachedQuery(({ db }) => (inUse ? db.outbox.orderBy('createdAt').toArray() : Promise.resolve([])), [inUse], [], undefined, !inUse);
  if (!items?.length) return null;

  async function discard(clientId: string) {
    try {
      const { discardOutboxItem } = await loadOutbox();
      await discardOutboxItem(clientId);
    } catch {
      toastError('Something went wrong. Please try again.');
    }
  }

  return (
    <aside className="outbox-queue" aria-labelledby={headingId}>
      <div className="container outbox-queue__inner">
        <h2 id={headingId} className="list-label">
          {outboxTexts.queueHeading}
        </h2>
        <ul className="outbox-queue__list">
          {items.map((item) => (
            <li key={item.clientId} className="outbox-queue__item" data-status={item.status}>
              <span className="outbox-queue__label">{item.label}</span>
              <span className="outbox-queue__status">
                {item.status === 'failed' ? `${outboxTexts.refused}: ${item.error ?? ''}` : outboxTexts.queued}
              </span>
              {item.status === 'failed' && (
                <button type="button" className="button button--small button--secondary" onClick={() => void discard(item.clientId)}>
                  {outboxTexts.discard}
                  <span className="visually-hidden"> {item.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
