import { useEffect } from 'react';
import { flushOutbox } from '../../../sync/outbox';

/**
 * Sends queued chat messages as soon as the browser is back online, when the
 * chat opens and when the socket reconnects (a sure sign the network is back).
 * Flushing is single-flight and in order, so overlapping triggers are harmless.
 */
export function useOutboxReplay(opens: number) {
  useEffect(() => {
    const flush = () => void flushOutbox({ force: true });
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  useEffect(() => {
    void flushOutbox({ force: true });
  }, [opens]);
}
