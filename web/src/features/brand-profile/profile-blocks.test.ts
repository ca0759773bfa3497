import { describe, expect, it } from 'vitest';
import { fileSize, headOfficeDay, profileBlocks } from './profile-blocks';

describe('profileBlocks', () => {
  it('makes paragraphs of blank-line separated text and headings of "## " lines', () => {
    expect(profileBlocks('We began in Taipei.\n\n## Our tea\nLeaves from Taiwan,\nmatcha from Japan.\n\n\n## Our stores\n\nMore than 1500.')).toEqual([
      { kind: 'paragraph', text: 'We began in Taipei.' },
      { kind: 'heading', text: 'Our tea' },
      { kind: 'paragraph', text: 'Leaves from Taiwan,\nmatcha from Japan.' },
      { kind: 'heading', text: 'Our stores' },
      { kind: 'paragraph', text: 'More than 1500.' },
    ]);
  });

  it('keeps markup as text, and a lone "##" or "#" as words', () => {
    expect(profileBlocks('<script>alert(1)</script>\r\n\r\n##\n# Not a heading')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: '##\n# Not a heading' },
    ]);
  });

  it('has no blocks for blank text', () => {
    expect(profileBlocks('  \n\n \n')).toEqual([]);
  });
});

describe('fileSize', () => {
  it.each([
    [null, null],
    [200, '1 KB'],
    [245_760, '240 KB'],
    [1_258_291, '1.2 MB'],
  ])('says %s bytes as %s', (bytes, said) => {
    expect(fileSize(bytes)).toBe(said);
  });
});

describe('headOfficeDay', () => {
  it('says the day it was at head office (Central time), wherever the reader is', () => {
    expect(headOfficeDay('2026-11-26T03:00:00.000Z')).toBe('November 25, 2026');
    expect(headOfficeDay('2026-11-26T07:00:00.000Z')).toBe('November 26, 2026');
  });
});
