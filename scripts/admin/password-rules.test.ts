import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-rules';

const email = 'maria.lopez@brand.example';

describe('passwordWeakness', () => {
  it('accepts long passwords of the person’s own making', () => {
    for (const password of ['Jasmine-Green-Tea-42', 'correct horse battery staple', 'Admin of the Lakeside boba shop', 'x7#Pq!92mZ@4']) {
      expect(passwordWeakness(password, email), password).toBeNull();
    }
  });

  it.each([
    ['short', 'Tea-time-42', 'Use at least 12 characters.'],
    ['over the login limit', 'a1b2c3d4'.repeat(26), 'Use at most 200 characters.'],
    ['few distinct characters', 'abababababab', 'Use more different characters: this one repeats too few.'],
    ['a run of letters', 'abcdefghijklmn', 'Do not use a run of neighbouring keys or characters.'],
    ['a backwards run', 'ZYXWVUTSRQPONM', 'Do not use a run of neighbouring keys or characters.'],
    ['a common word dressed up', 'Password1234', 'Do not build it around your email address or a common word; add more of your own.'],
    ['the email’s name', 'maria.lopez!!', 'Do not build it around your email address or a common word; add more of your own.'],
  ])('says why %s is too weak', (_, password, reason) => {
    expect(passwordWeakness(password, email)).toBe(reason);
  });
});
