import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogScreen, type CatalogTexts } from './catalog-screen';
import { matchesSearch } from './catalog-toolbar';
import type { AsyncData } from './use-async-data';

interface Topping {
  _id: string;
  name: string;
}

const texts: CatalogTexts = {
  listHeading: 'Toppings',
  addHeading: 'Add New Topping',
  searchLabel: 'Search toppings',
  noun: (n) => (n === 1 ? 'topping' : 'toppings'),
  noMatch: 'No toppings match.',
  empty: 'No toppings yet.',
  loading: 'Loading toppings...',
};

const state = (data: Topping[]): AsyncData<Topping[]> => ({ data, loading: false, error: null, savedAt: null, neverSaved: false, reload: () => {} });

function Toppings({ data, onAdd = () => {} }: { data: Topping[]; onAdd?: () => void }) {
  const [search, setSearch] = useState('');
  const shown = (list: Topping[]) => list.filter((t) => matchesSearch(search, t.name));
  return <CatalogScreen texts={texts} onAdd={onAdd} search={search} onSearch={setSearch} state={state(data)} shown={shown} row={(t) => <span>{t.name}</span>} />;
}

describe('CatalogScreen', () => {
  it('lists the rows under the heading with the count, and opens the add panel', () => {
    const onAdd = vi.fn();
    render(
      <Toppings
        data={[
          { _id: '1', name: 'Pearls' },
          { _id: '2', name: 'Cheese Foam' },
        ]}
        onAdd={onAdd}
      />,
    );
    const list = screen.getByRole('region', { name: 'Toppings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pearls', 'Cheese Foam']);
    expect(screen.getByText('2 toppings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Topping' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says when nothing matches the search, apart from an empty list', () => {
    const { unmount } = render(<Toppings data={[{ _id: '1', name: 'Pearls' }]} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search toppings' }), { target: { value: 'jelly' } });
    expect(screen.getByText('No toppings match.')).toBeTruthy();
    expect(screen.getByText('0 of 1 topping')).toBeTruthy();
    unmount();
    render(<Toppings data={[]} />);
    expect(screen.getByText('No toppings yet.')).toBeTruthy();
    expect(screen.queryByText('No toppings match.')).toBeNull();
  });
});
