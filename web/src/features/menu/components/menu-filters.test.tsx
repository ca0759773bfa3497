import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuFilters } from './menu-filters';

const shownCap = () => {
  const select = screen.getByLabelText<HTMLSelectElement>('Calories');
  return select.options[select.selectedIndex].textContent;
};

describe('the menu filters', () => {
  it('show the calorie cap of a shared address, not Any, when it is not one of the usual steps', () => {
    render(<MenuFilters filters={{ flags: ['caffeineFree'], maxCalories: 300 }} setFilters={vi.fn()} />);
    expect(shownCap()).toBe('Under 300 Cal');
    expect(screen.getByRole('checkbox', { name: 'Caffeine-free' })).toHaveProperty('checked', true);
  });

  it('show a usual step as chosen, and Any when no cap is on', () => {
    const { rerender } = render(<MenuFilters filters={{ flags: [], maxCalories: 250 }} setFilters={vi.fn()} />);
    expect(shownCap()).toBe('Under 250 Cal');
    rerender(<MenuFilters filters={{ flags: [], maxCalories: null }} setFilters={vi.fn()} />);
    expect(shownCap()).toBe('Any');
  });

  it('clear a cap from the address like any other', () => {
    const setFilters = vi.fn();
    render(<MenuFilters filters={{ flags: [], maxCalories: 300 }} setFilters={setFilters} />);
    fireEvent.change(screen.getByLabelText('Calories'), { target: { value: '' } });
    expect(setFilters).toHaveBeenCalledWith({ flags: [], maxCalories: null });
  });
});
