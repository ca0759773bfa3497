import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { renderApp } from '../../../test/render-app';
import { storeFixture } from '../../../test/store-fixture';

const location = (id: string, name: string, position: number) => ({ ...storeFixture({ _id: id, name, address: `${position + 1} Main St` }), position });

beforeEach(async () => {
  // Nothing reaches the network: the cache below is all the search has.
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await Promise.all([db.drinks.clear(), db.locations.clear(), db.series.clear()]);
  await db.series.bulkPut([{ _id: 'milk', name: 'Milk Tea', image: null, imageId: null, signature: false, position: 0 }]);
  await db.drinks.bulkPut([
    { _id: 'd1', name: 'Classic Pearl Milk Tea', description: '', seriesId: 'milk', image: null, rating: null, reviewCount: 0, position: 0, facts: null },
    { _id: 'd2', name: 'Taro Milk Tea', description: '', seriesId: 'milk', image: null, rating: null, reviewCount: 0, position: 1, facts: null },
  ]);
  await db.locations.bulkPut([location('l1', 'Downtown Austin', 0), location('l2', 'Taro Town', 1)]);
});

function headerSearch() {
  const box = screen.getByRole('banner').querySelector('.site-header__search') as HTMLElement;
  return { box, input: within(box).getByRole('combobox', { name: 'Search drinks and stores' }) };
}

describe('header search', () => {
  it('lists matching drinks and stores from the cache as the visitor types', async () => {
    renderApp('/contact');
    const { box, input } = headerSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'taro' } });
    const list = await within(box).findByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(within(list).getByRole('group', { name: 'Drinks' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Taro Milk TeaMilk Tea']);
    expect(within(within(list).getByRole('group', { name: 'Stores' })).getAllByRole('option')[0].textContent).toContain('Taro Town');
  });

  it('moves through results with the arrow keys and opens the chosen drink with Enter', async () => {
    const { at } = renderApp('/contact');
    const { box, input } = headerSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    await within(box).findByRole('listbox');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(active.textContent).toContain('Taro Milk Tea');
    // Up from the top wraps to the bottom, down again comes back.
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });

    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(at().pathname + at().search).toBe('/menu/milk?drink=d2'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens a store on its own page', async () => {
    const { at } = renderApp('/contact');
    const { box, input } = headerSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'austin' } });
    fireEvent.click(await within(box).findByRole('option', { name: /Downtown Austin/ }));
    await waitFor(() => expect(at().pathname).toBe('/locations/downtown-austin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Downtown Austin' })).toBeTruthy();
  });

  it('closes the list with Escape and says when nothing matches', async () => {
    renderApp('/contact');
    const { box, input } = headerSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'taro' } });
    await within(box).findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('taro');

    fireEvent.change(input, { target: { value: 'pizza' } });
    expect(await within(box).findByText('No drinks or stores match “pizza”.', { selector: '[role=status]' })).toBeTruthy();
  });

  it('opens the first result with Enter when none is highlighted, typo and all', async () => {
    const { at } = renderApp('/contact');
    const { box, input } = headerSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tarro' } });
    await within(box).findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(at().pathname + at().search).toBe('/menu/milk?drink=d2'));
  });

  it('opens the first result with Enter pressed before the results were in, and with the list closed', async () => {
    const { at } = renderApp('/contact');
    const { box, input } = headerSearch();
    // Typed and sent at once: the cache has not answered yet.
    fireEvent.change(input, { target: { value: 'austin' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(at().pathname).toBe('/locations/downtown-austin'));

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'classic' } });
    await within(box).findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(at().pathname + at().search).toBe('/menu/milk?drink=d1'));
  });
});
