/**
 * The review carousel (SPEC §2.7, §9): two reviews in view, Previous and Next
 * step by two. Previous is disabled at the start; Next is disabled once the
 * last review is in view. `start` is the index of the first review shown.
 */
const REVIEWS_PER_VIEW = 2;
const REVIEW_STEP = 2;

interface ReviewView {
  /** First and one-past-last index in view. */
  start: number;
  end: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

/** A start that shows something: the list may have shrunk since the visitor stepped. */
export function clampStart(start: number, total: number): number {
  if (total <= 0 || start <= 0) return 0;
  const lastStart = Math.floor((total - 1) / REVIEW_STEP) * REVIEW_STEP;
  return Math.min(Math.floor(start / REVIEW_STEP) * REVIEW_STEP, lastStart);
}

export function reviewView(start: number, total: number): ReviewView {
  const from = clampStart(start, total);
  const end = Math.min(total, from + REVIEWS_PER_VIEW);
  return { start: from, end, canGoPrevious: from > 0, canGoNext: end < total };
}

export function nextStart(start: number, total: number): number {
  const view = reviewView(start, total);
  return view.canGoNext ? view.start + REVIEW_STEP : view.start;
}

export function previousStart(start: number, total: number): number {
  return Math.max(0, clampStart(start, total) - REVIEW_STEP);
}
