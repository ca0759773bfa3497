import { discardOutboxItem } from '../../../sync/outbox';
import { outboxTexts } from '../../../sync/texts';
import { formatDayAndTime } from '../../../lib/dates';
import type { OutboxItem } from '../../../lib/db';
import { withLinks } from '../message-links';
import { relativeTime } from '../relative-time';
import { chatTexts } from '../texts';
import type { ChatMessage } from '../types';
import './message-bubble.css';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  partnerName: string;
  now: number;
}

/** One stored message: mine on the right, the partner's on the left. */
export function MessageBubble({ message, mine, partnerName, now }: MessageBubbleProps) {
  return (
    <li className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg chat-msg--theirs'}>
      <span className="visually-hidden">{mine ? chatTexts.you : partnerName}: </span>
      <p className="chat-msg__text">{withLinks(message.text)}</p>
      <time className="chat-msg__time" dateTime={message.createdAt} title={formatDayAndTime(message.createdAt)}>
        {relativeTime(message.createdAt, now)}
      </time>
    </li>
  );
}

/**
 * A message still in the outbox. Before its first try it is just sending;
 * after a failed try it waits for the network (outboxTexts.queued); refused by
 * the server in the background, it says why and can be discarded.
 */
export function PendingBubble({ item }: { item: OutboxItem<'message'> }) {
  const text = item.payload.text;
  const failed = item.status === 'failed';
  return (
    <li className={failed ? 'chat-msg chat-msg--mine chat-msg--failed' : 'chat-msg chat-msg--mine chat-msg--pending'}>
      <span className="visually-hidden">{chatTexts.you}: </span>
      <p className="chat-msg__text">{text}</p>
      <span className="chat-msg__time">{failed ? `${outboxTexts.refused}: ${item.error ?? ''}` : item.attempts === 0 ? chatTexts.sending : outboxTexts.queued}</span>
      {failed ? (
        <button type="button" className="chat-msg__discard" onClick={() => void discardOutboxItem(item.clientId)}>
          {outboxTexts.discard}
        </button>
      ) : null}
    </li>
  );
}
