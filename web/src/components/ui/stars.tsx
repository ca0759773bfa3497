import { useRef, type KeyboardEvent } from 'react';

/**
 * Five-star ratings (SPEC §2.7, §2.15, §9). A review gives whole stars only
 * (`StarInput`, a radio group a keyboard can drive with arrows, Home and End,
 * one tab stop as WAI-ARIA's radio group pattern has it); `Stars` reads a
 * rating out to the nearest half star, so a drink's 4.5 average shows four
 * and a half, not five.
 */
const MAX_STARS = 5;

const GOLD = '#e3a52f';
const GOLD_EDGE = '#8a5a00';
const EMPTY_EDGE = '#8c7462';
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

/** A rating as a whole number of stars between 0 and `max`. */
export function wholeStars(rating: number, max = MAX_STARS): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.round(rating)));
}

/** A rating to the nearest half star between 0 and `max`: 4.3 → 4.5, 4.2 → 4. */
export function halfStars(rating: number, max = MAX_STARS): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.round(rating * 2) / 2));
}

/** The rating a key press moves to, or null when the key is not a rating key. */
export function nextRating(current: number, key: string, max = MAX_STARS): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(max, Math.max(1, current + 1));
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(1, current - 1);
    case 'Home':
      return 1;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** A star filled whole, half (its left half, clipped by a nested viewport) or not at all. */
function StarIcon({ fill, size }: { fill: 0 | 0.5 | 1; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-fill={fill}>
      <path d={STAR_PATH} fill={fill === 1 ? GOLD : 'none'} stroke={fill ? GOLD_EDGE : EMPTY_EDGE} strokeWidth="1.5" strokeLinejoin="round" />
      {fill === 0.5 && (
        <svg x="0" y="0" width="12" height="24" viewBox="0 0 12 24">
          <path d={STAR_PATH} fill={GOLD} stroke={GOLD_EDGE} strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      )}
    </svg>
  );
}

const starsWord = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** A read-only rating to the nearest half star, read out as "4.5 out of 5 stars" unless `label` says more. */
export function Stars({ rating, size = 18, label }: { rating: number; size?: number; label?: string }) {
  const value = halfStars(rating);
  return (
    <span role="img" aria-label={label ?? `${value} out of ${MAX_STARS} stars`} style={{ display: 'inline-flex', gap: 2, flex: 'none' }}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <StarIcon key={i} fill={value >= i + 1 ? 1 : value >= i + 0.5 ? 0.5 : 0} size={size} />
      ))}
    </span>
  );
}

interface StarInputProps {
  /** 0 while nothing is chosen, else 1 to 5. */
  value: number;
  onChange: (rating: number) => void;
  /** The group's name, e.g. "Rating". */
  label: string;
}

/** Whole-star rating input: click a star, or use the arrow keys, Home and End. */
export function StarInput({ value, onChange, label }: StarInputProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = wholeStars(value);
  // The one tab stop: the chosen star, or the first while none is chosen.
  const tabStop = current || 1;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextRating(current, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next - 1]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} style={{ display: 'inline-flex' }}>
      {Array.from({ length: MAX_STARS }, (_, i) => {
        const n = i + 1;
        return (
          <button
            key={n}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            className="icon-button"
            aria-checked={current === n}
            aria-label={starsWord(n)}
            tabIndex={n === tabStop ? 0 : -1}
            onClick={() => onChange(n)}
            onKeyDown={onKeyDown}
          >
            {/* .icon-button sizes the star to 1.5rem inside a full tap target. */}
            <StarIcon fill={n <= current ? 1 : 0} size={24} />
          </button>
        );
      })}
    </div>
  );
}
