import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { loadOutbox } from '../../sync/lazy';
import { outboxTexts } from '../../sync/texts';
import { useOutboxItem } from './use-outbox-item';
import './sent-confirmation.css';

export interface Refusal {
  message: string;
  fields: Readonly<Record<string, string>>;
}

interface SentConfirmationProps {
  /** Null when it went at once; else the queued write, followed until it goes. */
  clientId: string | null;
  /** The product's words once it went ('Message Sent Successfully'). */
  title: string;
  /** What happens next, and where to go from here. */
  children: ReactNode;
  again: string;
  onAgain: () => void;
  /** The server refused the queued write when it went: the form comes back with its reasons and the text. */
  onRefused: (refusal: Refusal) => void;
}

/**
 * Takes a sent form's place and stays: it went (with what happens next), or
 * it waits for the connection and turns into the same confirmation when it
 * goes. It takes the focus, so keyboard and screen-reader users land on it,
 * and it is a live region, so the change to sent is read out.
 */
export function SentConfirmation({ clientId, title, children, again, onAgain, onRefused }: SentConfirmationProps) {
  const box = useRef<HTMLDivElement>(null);
  const item = useOutboxItem(clientId);
  const state = !clientId || item?.state === 'sent' ? 'sent' : item?.state === 'refused' ? 'refused' : 'queued';
  // Before the first paint, in the same commit as the panel: the focus never stays behind on the form that is gone.
  useLayoutEffect(() => box.current?.focus(), []);
  // Once, when the item is refused: the form takes over.
  const handBack = useEffectEvent(() => {
    if (item?.state !== 'refused' || !clientId) return;
    // The form takes the text back, with the reasons: the queue need not keep a second copy.
    void loadOutbox().then(({ discardOutboxItem }) => discardOutboxItem(clientId));
    onRefused(item);
  });
  useEffect(() => handBack(), [item?.state]);

  return (
    <div ref={box} className="sent-confirmation" role="status" tabIndex={-1} data-state={state}>
      <svg className="sent-confirmation__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {state === 'sent' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z" />}
      </svg>
      <div className="sent-confirmation__text">
        {state === 'sent' ? (
          <>
            <p className="sent-confirmation__title">{title}</p>
            {children}
          </>
        ) : (
          <>
            <p className="sent-confirmation__title">{outboxTexts.savedTitle}</p>
            <p>
              {outboxTexts.queued}. {outboxTexts.queuedLead}
            </p>
          </>
        )}
        <button type="button" className="button button--secondary button--small" onClick={onAgain}>
          {again}
        </button>
      </div>
    </div>
  );
}
