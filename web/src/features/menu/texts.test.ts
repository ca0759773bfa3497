import { describe, expect, it } from 'vitest';
import { isSignatureSeries, SIGNATURE_SERIES } from './texts';

describe('signature series', () => {
  it('highlights the ten names of SPEC §2.6, whatever their case or spacing', () => {
    expect(SIGNATURE_SERIES).toHaveLength(10);
    for (const name of SIGNATURE_SERIES) expect(isSignatureSeries(name)).toBe(true);
    expect(isSignatureSeries('pure  Milk ')).toBe(true);
    expect(isSignatureSeries('Fresh fruit tea')).toBe(true);
  });

  it('leaves other series plain', () => {
    expect(isSignatureSeries('Seasonal Specials')).toBe(false);
    expect(isSignatureSeries('Milk')).toBe(false);
    expect(isSignatureSeries('')).toBe(false);
  });
});
