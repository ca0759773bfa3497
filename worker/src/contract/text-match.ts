/**
 * Forgiving word matching for the searches visitors type into (the store
 * finder, the header search, `/user/search/location`): case and accents do
 * not matter, a word may be cut short while typing, and one slip (a letter
 * missing, extra, wrong or two swapped: 'tarro', 'Huoston') still finds a
 * word of four letters or more. Zod-free: the web runs it on its cache.
 */

/** Lower case without accents or surrounding space: 'Café ' → 'cafe'. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** The words of a text, folded; punctuation separates them ('N 6th St,' → n, 6th, st). */
export const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A slip is forgiven from this length on: shorter words differ too easily ('tea' / 'sea'). */
export const TYPO_MIN_LENGTH = 4;

/**
 * Whether `a` becomes `b` with at most one edit: a letter inserted, deleted,
 * replaced, or two neighbours swapped (optimal string alignment, bounded).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    // One letter replaced, or two neighbours swapped.
    return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  }
  // One letter more on either side.
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/** How well a typed word fits a word of the text, best first; null when it does not. */
export type WordHit = 'exact' | 'prefix' | 'inside' | 'typo';

/**
 * `typed` against one `word`: the same, its start, inside it (only for three
 * letters or more: 'ea' is in too many words), or one slip away from the
 * word or from its start ('jasmin' while typing 'jasmine', 'jasnime').
 */
export function wordHit(typed: string, word: string): WordHit | null {
  if (word === typed) return 'exact';
  if (word.startsWith(typed)) return 'prefix';
  if (typed.length >= 3 && word.includes(typed)) return 'inside';
  if (typed.length >= TYPO_MIN_LENGTH) {
    if (withinOneEdit(typed, word)) return 'typo';
    // Still typing: one slip within the word's start of about the same length.
    for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
      if (length < word.length && withinOneEdit(typed, word.slice(0, length))) return 'typo';
    }
  }
  return null;
}

const HIT_ORDER: readonly WordHit[] = ['exact', 'prefix', 'inside', 'typo'];

/** The best hit of `typed` among `words`, or null. */
export function bestHit(typed: string, words: readonly string[]): WordHit | null {
  let best: WordHit | null = null;
  for (const word of words) {
    const hit = wordHit(typed, word);
    if (hit && (best === null || HIT_ORDER.indexOf(hit) < HIT_ORDER.indexOf(best))) best = hit;
    if (best === 'exact') break;
  }
  return best;
}

/** A cost for sorting: lower is a better fit. */
export const hitCost = (hit: WordHit) => HIT_ORDER.indexOf(hit);
