import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { franchiseUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The first render loads the lazy dashboard chunks, slow while the whole suite runs in parallel.
const lazyLoad = { timeout: 5000 };

const answer = (menu: unknown) => vi.fn(async () => new Response(JSON.stringify({ success: true, menu }), { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('own menu', { timeout: 15_000 }, () => {
  it("opens a series as 'Drinks of {name}' and goes back with 'Back to Menu'", async () => {
    const drink = { _id: 'd1', name: 'Taro Milk Tea', description: 'Creamy.', seriesId: 's1', image: null };
    vi.stubGlobal('fetch', answer([{ _id: 's1', name: 'Milk Tea', image: null, imageId: null, drinks: [drink] }]));
    const { at } = renderApp('/dashboard/menu', franchiseUser);

    expect(await screen.findByRole('heading', { name: 'All Series' }, lazyLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Milk Tea, 1 drink' }));
    const heading = await screen.findByRole('heading', { name: 'Drinks of Milk Tea' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { name: 'Taro Milk Tea' })).toBeTruthy();
    expect(at().search).toBe('?series=s1');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Menu' }));
    expect(await screen.findByRole('heading', { name: 'All Series' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Milk Tea, 1 drink' }));
  });

  it('links the empty states to the series and drinks screens', async () => {
    vi.stubGlobal('fetch', answer([]));
    renderApp('/dashboard/menu', franchiseUser);
    expect((await screen.findByRole('link', { name: 'Add a series' }, lazyLoad)).getAttribute('href')).toBe('/dashboard/addseries/');
  });

  it('links an empty series to the drinks screen', async () => {
    vi.stubGlobal('fetch', answer([{ _id: 's1', name: 'Coffee', image: null, imageId: null, drinks: [] }]));
    renderApp('/dashboard/menu?series=s1', franchiseUser);
    expect(await screen.findByRole('heading', { name: 'Drinks of Coffee' }, lazyLoad)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add drinks' }).getAttribute('href')).toBe('/dashboard/add-drinks/');
  });
});
