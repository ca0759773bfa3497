import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultBuild, type DrinkFacts, type Topping } from '../../../lib/contract';
import type { StoreToday } from '../store-today';
import { DrinkBuilder } from './drink-builder';

const topping = (id: string, name: string, calories: number): Topping => ({ _id: id, name, image: '', calories, sugarG: 10, caffeineMg: 0, allergens: [], vegan: true });
const toppings = [topping('pearls', 'Tapioca Pearls', 150), topping('pudding', 'Egg Pudding', 100)];
const facts: DrinkFacts = {
  sizes: [
    { name: 'Medium', ounces: 16, calories: 340, sugarG: 42, addedSugarG: 32, caffeineMg: 45 },
    { name: 'Large', ounces: 24, calories: 510, sugarG: 63, addedSugarG: 48, caffeineMg: 68 },
  ],
  served: 'cold',
  sugarLevels: [100, 50, 0],
  iceLevels: ['regular', 'less'],
  allergens: ['milk', 'coconut'],
  dairyFreeOption: false,
  vegan: false,
  toppingIds: ['pearls', 'pudding'],
};
const drink = { _id: 'taro', name: 'Taro Milk Tea', facts };
const saved = { id: 'f1', label: 'Pearl Friday', build: { ...defaultBuild(facts), toppingIds: ['pearls'] } };
const today = (...keys: string[]): StoreToday => ({ name: 'Downtown Austin', backBy: new Map(keys.map((k) => [k, 'tomorrow at 10:00 am'])) });
const calories = () => within(screen.getByRole('region', { name: 'This drink as built' })).getByText('Calories').nextElementSibling!.textContent;

describe('the drink builder with a My store (issue #25)', () => {
  it('says when the drink is sold out at My store, and when it is back', () => {
    render(<DrinkBuilder drink={drink} toppings={toppings} today={today('drink/taro')} />);
    expect(screen.getByRole('status').textContent).toBe('Sold out today at Downtown Austin · back tomorrow at 10:00 am.');
  });

  it('leaves out the toppings sold out there and names them', () => {
    render(<DrinkBuilder drink={drink} toppings={toppings} today={today('topping/pearls')} />);
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([expect.stringContaining('Egg Pudding')]);
    expect(screen.getByText('Sold out today at Downtown Austin, so left out: Tapioca Pearls.')).toBeTruthy();
    expect(screen.queryByText(/Sold out today at Downtown Austin ·/)).toBeNull();
  });

  it('a saved drink whose topping is sold out there says so, and its numbers leave the topping out', () => {
    render(<DrinkBuilder drink={drink} toppings={toppings} saved={saved} today={today('topping/pearls')} />);
    expect(screen.getByText('Tapioca Pearls: sold out today at Downtown Austin, so left out of this drink. Your saved drink keeps it for another day.')).toBeTruthy();
    expect(calories()).toBe('340 Cal');
  });

  it('without a My store, the saved drink keeps its topping and every topping is offered', () => {
    render(<DrinkBuilder drink={drink} toppings={toppings} saved={saved} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(calories()).toBe('490 Cal');
    expect(screen.queryByText(/sold out/i)).toBeNull();
  });
});
