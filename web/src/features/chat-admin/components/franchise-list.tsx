import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { filterFranchises } from '../franchise-list-state';
import { chatTexts } from '../texts';
import type { ChatFranchise } from '../types';
import { ChatAvatar } from './chat-avatar';
import { SearchIcon } from '../../../components/ui/icons/site-icons';
import { PresenceDot } from './presence-dot';
import { LoadError } from '../../../components/ui/load-error';
import { formatDayAndTime } from '../../../lib/dates';
import { useNow } from '../hooks/use-now';
import { relativeTime } from '../relative-time';
import './chat-pane.css';
import './franchise-list.css';

interface FranchiseListProps {
  myId: string;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  franchises: ChatFranchise[];
  openId: string | null;
  isOnline: (userId: string) => boolean;
  onOpen: (franchiseId: string) => void;
  onRetry: () => void;
}

/**
 * 'Franchisees': search by name, then one entry per franchise with its
 * picture, presence, last message with its time and unread badge; unread and
 * recent conversations first.
 */
export function FranchiseList({ myId, status, error, franchises, openId, isOnline, onOpen, onRetry }: FranchiseListProps) {
  const [query, setQuery] = useState('');
  const now = useNow();
  const headingId = useId();
  const searchId = useId();
  const shown = filterFranchises(franchises, query);

  return (
    <section className="chat-franchises" aria-labelledby={headingId}>
      <h2 id={headingId} className="chat-franchises__heading">
        {chatTexts.franchisers}
      </h2>
      <div className="chat-search">
        <label className="visually-hidden" htmlFor={searchId}>
          {chatTexts.searchLabel}
        </label>
        <SearchIcon />
        <input id={searchId} type="search" autoComplete="off" placeholder={chatTexts.searchPlaceholder} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {status === 'loading' ? <Spinner label={chatTexts.loadingFranchises} /> : null}
      {status === 'error' ? <LoadError className="chat-franchises__note" message={error} onRetry={onRetry} /> : null}
      {status === 'ready' && franchises.length === 0 ? <p className="chat-franchises__note">{chatTexts.noFranchises}</p> : null}
      {status === 'ready' && franchises.length > 0 && shown.length === 0 ? <p className="chat-franchises__note">{chatTexts.noMatches(query.trim())}</p> : null}
      <ul className="chat-franchises__list">
        {shown.map((f) => {
          const open = f._id === openId;
          const unread = open ? 0 : f.unreadMessagesCount;
          const online = isOnline(f._id);
          return (
            <li key={f._id}>
              <button type="button" className="chat-franchise" aria-current={open ? 'true' : undefined} onClick={() => onOpen(f._id)}>
                <span className="chat-franchise__avatar">
                  <ChatAvatar name={f.franchise.name} image={f.franchise.image} />
                  <PresenceDot online={online} />
                </span>
                <span className="chat-franchise__text">
                  <span className="clamp chat-franchise__name">{f.franchise.name}</span>
                  {f.lastMessage && (
                    <span className="chat-franchise__last">
                      {f.lastMessage.sender === myId ? `${chatTexts.you}: ` : ''}
                      {f.lastMessage.text}
                    </span>
                  )}
                </span>
                {f.lastMessage && (
                  <time className="chat-franchise__time" dateTime={f.lastMessage.createdAt} title={formatDayAndTime(f.lastMessage.createdAt)}>
                    {relativeTime(f.lastMessage.createdAt, now)}
                  </time>
                )}
                {unread > 0 ? (
                  <>
                    <span className="chat-badge" aria-hidden="true">
                      {unread > 99 ? '99+' : unread}
                    </span>
                    <span className="visually-hidden">{chatTexts.unread(unread)}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
