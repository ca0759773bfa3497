import { useEffect } from 'react';
import { flushOutbox } from '../../../sync/outbox';

/**
 * Sends queued chat messages when the chat opens and when the socket
 * reconnects (a sure sign the network is back; the app's one `online`
 * listener, in startOutbox, covers the browser's own signal). Flushing is
 * single-flight and in order, so overlapping triggers are harmless.
 */
export function useOutboxReplay(opens: number) {
  useEffect(() => {
    void flushOutbox({ force: true });
  }, [opens]);
}
