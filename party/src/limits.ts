/**
 * How much one user or one socket can make the party do (DESIGN §7). The web
 * sends at most one typing start per 300 ms and a few frames a second in all,
 * so neither limit ever touches a person typing.
 */

/** Typing signals relayed per user: a burst of 5, then 5 a second. */
export const TYPING_RATE = { burst: 5, perSecond: 5 };
/** Frames one socket may send per window; one more and it is closed as a flood. */
const FLOOD_LIMIT = { frames: 100, windowMs: 10_000 };

/** Answers whether one more signal may go out now. */
export class TokenBucket {
  private tokens: number;
  private at = Date.now();

  constructor(private readonly rate: { burst: number; perSecond: number }) {
    this.tokens = rate.burst;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts a socket's frames per fixed window; true once the socket went past the limit. */
export class FrameCounter {
  private windowStart = 0;
  private frames = 0;

  tooMany(now = Date.now()): boolean {
    if (now - this.windowStart >= FLOOD_LIMIT.windowMs) {
      this.windowStart = now;
      this.frames = 0;
    }
    return ++this.frames > FLOOD_LIMIT.frames;
  }
}
