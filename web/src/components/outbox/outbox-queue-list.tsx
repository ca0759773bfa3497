import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toastError } from '../ui/toast';
import { loadOutbox, useCachedQuery } from '../../sync/lazy';
import { outboxTexts } from '../../sync/texts';
import { choiceAddress } from './choice-addresses';
import './outbox-queue-list.css';

interface Delivered {
  clientId: string;
  label: string;
}

/**
 * "Waiting to send": what the visitor wrote that has not reached the server
 * yet, queued for the connection or refused with the server's reason. A
 * refused item keeps its text until the visitor discards it; one that goes
 * stays listed as Sent until the visitor dismisses it, so nothing waiting
 * just disappears. An edit that met a newer row links to its form, which
 * shows both versions and lets the person choose. Loaded once the outbox is
 * in use on this page (OutboxQueue).
 */
export default function OutboxQueueList() {
  const headingId = useId();
  const items = useCachedQuery(({ db }) => db.outbox.orderBy('createdAt').toArray(), [], []);
  const [delivered, setDelivered] = useState<Delivered[]>([]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void loadOutbox().then(({ onOutboxResult }) => {
      if (!current) return;
      stop = onOutboxResult((item, outcome, inBackground) => {
        // Only what this list showed as waiting: a form that was sent at once speaks for itself.
        if (outcome.state === 'sent' && inBackground) {
          setDelivered((list) => [...list.filter((d) => d.clientId !== item.clientId), { clientId: item.clientId, label: item.label }]);
        }
      });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);

  const waiting = items ?? [];
  const sent = delivered.filter((d) => !waiting.some((i) => i.clientId === d.clientId));
  if (!waiting.length && !sent.length) return null;

  async function discard(clientId: string) {
    try {
      const { discardOutboxItem } = await loadOutbox();
      await discardOutboxItem(clientId);
    } catch {
      toastError('Something went wrong. Please try again.');
    }
  }
  const dismiss = (clientId: string) => setDelivered((list) => list.filter((d) => d.clientId !== clientId));

  return (
    <aside className="outbox-queue" aria-labelledby={headingId}>
      <div className="container outbox-queue__inner">
        <h2 id={headingId} className="list-label">
          {waiting.length ? outboxTexts.queueHeading : outboxTexts.sentHeading}
        </h2>
        <ul className="outbox-queue__list" aria-live="polite">
          {waiting.map((item) => {
            const chooseAt = item.status === 'failed' ? choiceAddress(item) : undefined;
            return (
              <li key={item.clientId} className="outbox-queue__item" data-status={item.status}>
                <span className="outbox-queue__label">{item.label}</span>
                <span className="outbox-queue__status">{item.status === 'failed' ? `${outboxTexts.refused}: ${item.error ?? ''}` : outboxTexts.queued}</span>
                {chooseAt && (
                  <Link className="button button--small button--primary" to={chooseAt}>
                    {outboxTexts.choose}
                    <span className="visually-hidden"> {item.label}</span>
                  </Link>
                )}
                {item.status === 'failed' && (
                  <button type="button" className="button button--small button--secondary" onClick={() => void discard(item.clientId)}>
                    {outboxTexts.discard}
                    <span className="visually-hidden"> {item.label}</span>
                  </button>
                )}
              </li>
            );
          })}
          {sent.map((item) => (
            <li key={item.clientId} className="outbox-queue__item" data-status="sent">
              <span className="outbox-queue__label">{item.label}</span>
              <span className="outbox-queue__status">{outboxTexts.sent}</span>
              <button type="button" className="button button--small button--secondary" onClick={() => dismiss(item.clientId)}>
                {outboxTexts.dismiss}
                <span className="visually-hidden"> {item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
