import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, itemsPerView, nextIndex, previousIndex, type PerView } from './carousel-steps';
import { useOnScreen } from './use-on-screen';
import { useByWindowWidth, usePrefersReducedMotion } from './use-window';
import './carousel.css';

interface CarouselProps<T> {
  /** Names the carousel for screen readers ("Our drinks"). */
  label: string;
  items: readonly T[];
  perView: PerView;
  itemKey: (item: T) => string;
  /** `eager` is true for the items on screen at first, so their pictures need not wait for lazy loading. */
  renderItem: (item: T, eager: boolean) => ReactNode;
  className?: string;
}

/**
 * An auto-playing, endlessly looping carousel (SPEC §9: a step every 3 s,
 * 0.5 s slide, no swipe or drag). The first items are repeated after the
 * last so the loop slides on instead of rewinding; once the copy is on
 * screen the track jumps back to the real start without animation.
 * Autoplay pauses on hover and focus, has a pause button (WCAG 2.2.2),
 * stays off when the visitor prefers reduced motion, and runs only while the
 * carousel is in the window: a phone spends nothing on one scrolled away.
 * The controls come first, in a row of their own, so they never cover a
 * picture.
 */
export function Carousel<T>({ label, items, perView, itemKey, renderItem, className }: CarouselProps<T>) {
  // The server's page has a phone's count (see useByWindowWidth): a wider window counts its own once the app takes over.
  const shown = useByWindowWidth((width) => itemsPerView(width, perView), perView.mobile);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const loops = count > shown;

  // `position` runs 0..count; count is the copy of item 0 that ends the track.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [moves, setMoves] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(viewport);
  const paused = userPaused ?? reducedMotion;
  const playing = loops && !paused && !hovered && !focused && onScreen;
  const slide = animate && !reducedMotion;

  function next() {
    setMoves((n) => n + 1);
    if (reducedMotion) return setPosition((p) => nextIndex(p % count, count));
    setAnimate(true);
    setPosition((p) => Math.min(p + 1, count));
  }

  function previous() {
    setMoves((n) => n - 1);
    if (reducedMotion || position > 0) {
      setAnimate(!reducedMotion);
      return setPosition((p) => previousIndex(p % count, count));
    }
    // Jump to the copy of item 0 at the end, paint it, then slide back one.
    setAnimate(false);
    setPosition(count);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimate(true);
        setPosition(count - 1);
      }),
    );
  }

  // The copy of the first item is on screen: swap in the real one unseen.
  useEffect(() => {
    if (position < count) return;
    const timer = setTimeout(
      () => {
        setAnimate(false);
        setPosition(0);
      },
      slide ? CAROUSEL_TRANSITION_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [position, count, slide]);

  const advance = useEffectEvent(() => next());
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(advance, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // `moves` is listed so the wait restarts after every move.
  }, [playing, moves]);

  // A narrower window may show every item: start from the beginning.
  const start = loops ? position : 0;
  const track = loops ? [...items, ...items.slice(0, shown)] : items;

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      // The stylesheet picks one per window width, so the server's page (which knows no width) lays out right at once.
      style={{ '--per-view-mobile': perView.mobile, '--per-view-tablet': perView.tablet, '--per-view-desktop': perView.desktop } as CSSProperties}
    >
      {loops && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__button--pause"
            onClick={() => setUserPaused(!paused)}
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {paused ? <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" /> : <path d="M8 5h3v14H8zm5 0h3v14h-3z" fill="currentColor" />}
            </svg>
          </button>
          <button type="button" className="carousel__button carousel__button--previous" onClick={previous} aria-label="Previous slide">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m14.5 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className="carousel__button carousel__button--next" onClick={next} aria-label="Next slide">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m9.5 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
      <div ref={viewport} className="carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div
          className="carousel__track"
          style={{
            transform: `translateX(${(-start * 100) / shown}%)`,
            transition: slide ? `transform ${CAROUSEL_TRANSITION_MS}ms ease` : 'none',
          }}
        >
          {track.map((item, i) => {
            const copy = i >= count;
            // Off-screen slides (copies included) are hidden from assistive tech and the keyboard.
            const offScreen = i < start || i >= start + shown;
            return (
              <div
                key={copy ? `copy-${itemKey(item)}` : itemKey(item)}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${(i % count) + 1} of ${count}`}
                aria-hidden={offScreen || undefined}
                inert={offScreen}
              >
                {renderItem(item, !copy && i < shown)}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
