import { useEffect, useRef } from 'react';
import type { ChatConnection } from '../../../lib/realtime';
import { createTypingNotifier, type TypingNotifier } from '../typing-notifier';

/** Tells `partnerId` when I type (start per keystroke, end 1 s after the last); ends it when the partner changes or the page closes. */
export function useTypingNotifier(connection: ChatConnection | null, partnerId: string | null) {
  const notifier = useRef<TypingNotifier | null>(null);

  useEffect(() => {
    if (!connection || !partnerId) return;
    const current = createTypingNotifier({ start: () => connection.typing(partnerId), end: () => connection.typingEnd(partnerId) });
    notifier.current = current;
    return () => {
      current.stop();
      if (notifier.current === current) notifier.current = null;
    };
  }, [connection, partnerId]);

  return {
    keystroke: () => notifier.current?.keystroke(),
    stop: () => notifier.current?.stop(),
  };
}
