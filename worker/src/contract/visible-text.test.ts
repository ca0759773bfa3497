import { describe, expect, it } from 'vitest';
import { hasVisibleText, visibleOrEmpty } from './visible-text';

// Each renders as nothing: zero-width space/joiners, BOM, word joiner, bidi marks, embeddings and isolates, soft hyphen, Hangul filler, Braille blank, no-break and ideographic spaces.
const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\uFEFF',
  '\u2060',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u00AD',
  '\u3164',
  '\u2800',
  '\u00A0',
  '\u3000',
  '\u180E',
];

describe('text that shows nothing', () => {
  it.each(INVISIBLE.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))('counts %s, alone or among spaces, as empty', (_, c) => {
    expect(hasVisibleText(c)).toBe(false);
    expect(visibleOrEmpty(` ${c}${c}\n`)).toBe('');
  });

  it('keeps text with something to show, trimmed, its invisible parts inside left alone', () => {
    expect(visibleOrEmpty('  Taro\u200B Milk ')).toBe('Taro\u200B Milk');
    expect(visibleOrEmpty('\u202BQahwa\u202C')).toBe('\u202BQahwa\u202C');
    // A family emoji is joined by zero-width joiners; a single combining mark still shows.
    expect(hasVisibleText('👨\u200D👩\u200D👧')).toBe(true);
    expect(hasVisibleText('é')).toBe(true);
    expect(hasVisibleText('.')).toBe(true);
  });
});
