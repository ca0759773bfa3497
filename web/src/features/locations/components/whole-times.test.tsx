import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeTimes } from './whole-times';

const unbroken = (text: string) => [...render(<WholeTimes text={text} />).container.querySelectorAll('.whole-value')].map((s) => s.textContent);

describe('WholeTimes', () => {
  it('keeps each time and date on one line, the text itself unchanged', () => {
    expect(unbroken('Closed · opens Fri 10:00 am')).toEqual(['10:00 am']);
    expect(unbroken('10:00 am – 10:00 pm')).toEqual(['10:00 am', '10:00 pm']);
    expect(unbroken('Thu, Nov 26 · Thanksgiving: 11:00 am – 4:00 pm')).toEqual(['Thu, Nov 26', '11:00 am', '4:00 pm']);
    expect(render(<WholeTimes text="Opens at 9:00 am · till 10:00 pm" />).container.textContent).toBe('Opens at 9:00 am · till 10:00 pm');
    expect(unbroken('Closed')).toEqual([]);
  });
});
