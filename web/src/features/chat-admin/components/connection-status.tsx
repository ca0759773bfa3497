import { useOnline } from '../../../components/outbox/use-online';
import type { ConnectionStatus } from '../../../lib/realtime';
import { chatTexts } from '../texts';
import './connection-status.css';

/**
 * Says so while the socket is down. The live region is always there, so the
 * change is announced; it is empty (and takes no room) while connected.
 */
export function ConnectionNotice({ status }: { status: ConnectionStatus }) {
  const online = useOnline();
  return (
    <p className="chat-connection" role="status">
      {!online ? chatTexts.offlineNotice : status === 'reconnecting' ? chatTexts.reconnecting : ''}
    </p>
  );
}
