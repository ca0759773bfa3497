import { describe, expect, it } from 'vitest';
import { bestHit, foldText, withinOneEdit, wordHit, wordsOf } from './text-match';

describe('withinOneEdit', () => {
  it('forgives one letter missing, extra, wrong, or two swapped', () => {
    expect(withinOneEdit('tarro', 'taro')).toBe(true);
    expect(withinOneEdit('taro', 'tarro')).toBe(true);
    expect(withinOneEdit('tsro', 'taro')).toBe(true);
    expect(withinOneEdit('huoston', 'houston')).toBe(true);
    expect(withinOneEdit('taro', 'taro')).toBe(true);
  });

  it('refuses two slips', () => {
    expect(withinOneEdit('tarrro', 'taro')).toBe(false);
    expect(withinOneEdit('tora', 'taro')).toBe(false);
    expect(withinOneEdit('matcha', 'mocha')).toBe(false);
  });
});

describe('wordHit', () => {
  it('grades a typed word against a word of the text', () => {
    expect(wordHit('taro', 'taro')).toBe('exact');
    expect(wordHit('tar', 'taro')).toBe('prefix');
    expect(wordHit('town', 'chinatown')).toBe('inside');
    expect(wordHit('tarro', 'taro')).toBe('typo');
    // Still typing 'jasmine', with a slip.
    expect(wordHit('jsamin', 'jasmine')).toBe('typo');
  });

  it('forgives no slip in words under four letters, and finds nothing inside from two', () => {
    expect(wordHit('tae', 'tea')).toBeNull();
    expect(wordHit('ea', 'tea')).toBeNull();
    expect(wordHit('coffee', 'taro')).toBeNull();
  });
});

describe('folding', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldText('  Café ')).toBe('cafe');
    expect(wordsOf('565 N 6th St, San José')).toEqual(['565', 'n', '6th', 'st', 'san', 'jose']);
    expect(bestHit('cafe', wordsOf('Iced Café Latte'))).toBe('exact');
  });
});
