/**
 * The sender's side of "Typing..." (SPEC §4, §9): typing start on every
 * keystroke, typing end 1000 ms after the last one. Starts are throttled to
 * one per 300 ms: the partner's view is the same (still typing), the socket
 * carries a fraction of the frames.
 */
const TYPING_END_DELAY_MS = 1000;
const TYPING_THROTTLE_MS = 300;

interface TypingNotifierOptions {
  start: () => void;
  end: () => void;
  endDelayMs?: number;
  throttleMs?: number;
}

export interface TypingNotifier {
  keystroke(): void;
  /** Ends typing now (the message was sent, or the page is closing), if it had started. */
  stop(): void;
  /** Forgets pending timers without telling anyone. */
  dispose(): void;
}

export function createTypingNotifier({ start, end, endDelayMs = TYPING_END_DELAY_MS, throttleMs = TYPING_THROTTLE_MS }: TypingNotifierOptions): TypingNotifier {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let typing = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const finish = () => {
    clearTimeout(timer);
    timer = undefined;
    typing = false;
    end();
  };

  return {
    keystroke() {
      const now = Date.now();
      if (!typing || now - lastStart >= throttleMs) {
        lastStart = now;
        start();
      }
      typing = true;
      clearTimeout(timer);
      timer = setTimeout(finish, endDelayMs);
    },
    stop() {
      if (typing) finish();
    },
    dispose() {
      clearTimeout(timer);
      typing = false;
    },
  };
}
