import './unread-mark.css';

/** A row's name, after 'New' while head office has not opened it; read aloud together. */
export function UnreadName({ read, name }: { read: boolean; name: string }) {
  return (
    <>
      {!read && <span className="unread-mark">New</span>}
      {name}
    </>
  );
}
