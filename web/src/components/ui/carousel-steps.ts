/**
 * The carousel's arithmetic (SPEC §9), apart from React so it can be tested:
 * how many items fit the window, and where next and previous go. The ends
 * wrap both ways (infinite loop).
 */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 500;

/** Window widths where tablet and desktop start: mobile is below 464 px, desktop from 1024 px. */
const CAROUSEL_BREAKPOINTS = { tablet: 464, desktop: 1024 } as const;

export interface PerView {
  mobile: number;
  tablet: number;
  desktop: number;
}

export function itemsPerView(windowWidth: number, perView: PerView): number {
  if (windowWidth >= CAROUSEL_BREAKPOINTS.desktop) return perView.desktop;
  if (windowWidth >= CAROUSEL_BREAKPOINTS.tablet) return perView.tablet;
  return perView.mobile;
}

export const nextIndex = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
export const previousIndex = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);

/** The items on screen when the view starts at `start`, wrapping past the end. */
export function visibleIndexes(start: number, shown: number, count: number): number[] {
  return Array.from({ length: Math.min(shown, count) }, (_, i) => (start + i) % count);
}
