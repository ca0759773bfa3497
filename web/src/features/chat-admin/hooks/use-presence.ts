import { useEffect, useState } from 'react';
import type { ChatLink } from './use-chat-connection';
import { useChatEvent } from './use-chat-connection';

/**
 * Who of `userIds` is online (DESIGN §7: real presence). Watches them over the
 * socket (the connection repeats the watch after every reconnect); while the
 * socket is down nobody can be vouched for, so everyone shows offline.
 */
export function usePresence({ connection, status }: ChatLink, userIds: string[]): (userId: string) => boolean {
  const [online, setOnline] = useState<Record<string, boolean>>({});
  const key = [...userIds].sort().join(',');

  useEffect(() => {
    if (connection && key) connection.watch(key.split(','));
  }, [connection, key]);

  useEffect(() => {
    if (status !== 'open') setOnline({});
  }, [status]);

  useChatEvent(connection, (event) => {
    if (event.type === 'presence') setOnline((o) => (o[event.userId] === event.online ? o : { ...o, [event.userId]: event.online }));
  });

  return (userId) => status === 'open' && online[userId] === true;
}
