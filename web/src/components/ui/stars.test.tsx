import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { halfStars, nextRating, StarInput, Stars, wholeStars } from './stars';

function ControlledStars({ initial = 0, onChange = () => {} }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarInput
      label="Rating"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });

describe('star ratings', () => {
  it('rounds any rating to whole stars between 0 and 5', () => {
    expect([wholeStars(3.4), wholeStars(3.5), wholeStars(-2), wholeStars(9), wholeStars(Number.NaN)]).toEqual([3, 4, 0, 5, 0]);
  });

  it('moves by whole stars with the arrow keys and jumps with Home and End', () => {
    expect(nextRating(0, 'ArrowRight')).toBe(1);
    expect(nextRating(3, 'ArrowRight')).toBe(4);
    expect(nextRating(5, 'ArrowUp')).toBe(5);
    expect(nextRating(3, 'ArrowLeft')).toBe(2);
    expect(nextRating(1, 'ArrowDown')).toBe(1);
    expect(nextRating(0, 'ArrowLeft')).toBe(1);
    expect(nextRating(2, 'Home')).toBe(1);
    expect(nextRating(2, 'End')).toBe(5);
    expect(nextRating(2, 'a')).toBeNull();
  });

  it('reads a rating out as words', () => {
    render(<Stars rating={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });

  it('shows an average to the nearest half star: 4.5 is four and a half, not five', () => {
    expect([halfStars(4.5), halfStars(4.3), halfStars(4.2), halfStars(4.8), halfStars(7), halfStars(Number.NaN)]).toEqual([4.5, 4.5, 4, 5, 5, 0]);
    render(<Stars rating={4.5} />);
    const stars = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    expect([...stars.querySelectorAll(':scope > svg')].map((s) => s.getAttribute('data-fill'))).toEqual(['1', '1', '1', '1', '0.5']);
  });

  it('sets whole stars by click, with one tab stop on the chosen star', () => {
    const onChange = vi.fn();
    render(<ControlledStars onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
    expect(star(1).tabIndex).toBe(0);
    expect(star(2).tabIndex).toBe(-1);

    fireEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(star(3).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([star(4)]);
  });

  it('follows the keyboard and moves the focus with the rating', () => {
    const onChange = vi.fn();
    render(<ControlledStars initial={3} onChange={onChange} />);
    star(3).focus();
    fireEvent.keyDown(star(3), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(document.activeElement).toBe(star(4));
    fireEvent.keyDown(star(4), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(document.activeElement).toBe(star(1));
    fireEvent.keyDown(star(1), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(star(5), { key: 'Tab' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
