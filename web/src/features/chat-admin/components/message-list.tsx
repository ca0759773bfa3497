import { useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { OutboxItem } from '../../../lib/db';
import { useNow } from '../hooks/use-now';
import { chatTexts } from '../texts';
import type { ChatMessage } from '../types';
import { MessageBubble, PendingBubble } from './message-bubble';
import { LoadError } from '../../../components/ui/load-error';
import './message-list.css';

/** Closer than this to the bottom counts as "reading the newest": new messages keep it there. */
const STICK_PX = 120;
/** Closer than this to the top asks for the older page. */
const OLDER_PX = 80;

interface MessageListProps {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  messages: ChatMessage[];
  pending: OutboxItem<'message'>[];
  myId: string;
  partnerName: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: () => void;
}

/**
 * The scrolling message log. Opens at the newest message; follows new ones
 * while the reader is at the bottom (always for my own); loading an older
 * page at the top keeps the reader's place.
 */
export function MessageList(props: MessageListProps) {
  const { status, error, messages, pending, myId, partnerName, hasMore, loadingOlder, onLoadOlder, onRetry } = props;
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef({ firstId: '', lastId: '', pendingCount: 0, scrollHeight: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = last.current;
    const firstId = messages[0]?._id ?? '';
    const lastMessage = messages.at(-1);
    const lastId = lastMessage?._id ?? '';
    if (!before.lastId || before.atBottom || (lastId !== before.lastId && lastMessage?.sender === myId) || pending.length > before.pendingCount) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // An older page went in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - before.scrollHeight;
    }
    last.current = { firstId, lastId, pendingCount: pending.length, scrollHeight: el.scrollHeight, atBottom: isAtBottom(el) };
  }, [messages, pending.length, myId]);

  function onScroll() {
    const el = scroller.current!;
    last.current.atBottom = isAtBottom(el);
    last.current.scrollHeight = el.scrollHeight;
    if (el.scrollTop < OLDER_PX && hasMore && !loadingOlder) onLoadOlder();
  }

  return (
    <div className="chat-log" ref={scroller} onScroll={onScroll} role="log" aria-label={chatTexts.messagesWith(partnerName)} tabIndex={0}>
      {status === 'loading' ? <Spinner label={chatTexts.loading} /> : null}
      {status === 'error' ? <LoadError className="chat-log__note" message={error} onRetry={onRetry} /> : null}
      {status === 'ready' && hasMore ? (
        <button type="button" className="chat-log__older" onClick={onLoadOlder} disabled={loadingOlder}>
          {loadingOlder ? chatTexts.loadingOlder : chatTexts.loadOlder}
        </button>
      ) : null}
      {status === 'ready' && messages.length === 0 && pending.length === 0 ? <p className="chat-log__note">{chatTexts.noMessages}</p> : null}
      <ol className="chat-log__list">
        {messages.map((m) => (
          <MessageBubble key={m._id} message={m} mine={m.sender === myId} partnerName={partnerName} now={now} />
        ))}
        {pending.map((item) => (
          <PendingBubble key={item.clientId} item={item} />
        ))}
      </ol>
    </div>
  );
}

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
