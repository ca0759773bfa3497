import type { OutboxItem } from '../../lib/db';
import { WaitingBadge } from './catalog-row';
import './unread-mark.css';

/**
 * A row's name, after 'New' while head office has not opened it; read aloud
 * together. `waiting`: its read mark is still in the outbox (or was refused).
 */
export function UnreadName({ read, name, waiting }: { read: boolean; name: string; waiting?: OutboxItem }) {
  return (
    <>
      {!read && <span className="unread-mark">New</span>}
      {name}
      {waiting && (
        <>
          {' '}
          <WaitingBadge item={waiting} />
        </>
      )}
    </>
  );
}
