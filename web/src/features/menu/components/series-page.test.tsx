import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuScreen } from '../../../app/routes/menu';
import { SeriesScreen } from '../../../app/routes/series';
import { db } from '../../../lib/db';
import type { Review } from '../../../lib/contract';
import { renderRoutes } from '../../../test/render-app';

const review = (n: number, drink = 'd-taro'): Review => ({
  _id: `r-${n}`,
  drink,
  name: `Reviewer ${n}`,
  rating: (n % 5) + 1,
  comment: `Comment ${n}`,
  status: 'approved',
  createdAt: new Date(Date.UTC(2026, 0, 20 - n)).toISOString(),
});

beforeEach(async () => {
  // The network is down: everything on screen comes from the cache.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await Promise.all([db.series.clear(), db.drinks.clear(), db.reviews.clear()]);
  await db.series.bulkPut([
    { _id: 's-milk', name: 'Milk Tea', image: null, imageId: null, signature: false, position: 0 },
    { _id: 's-new', name: 'Seasonal', image: null, imageId: null, signature: true, position: 1 },
  ]);
  await db.drinks.bulkPut([
    {
      _id: 'd-classic',
      name: 'Classic Pearl Milk Tea',
      description: 'Assam black tea with pearls.',
      seriesId: 's-milk',
      image: null,
      rating: 4.5,
      reviewCount: 12,
      position: 0,
      facts: null,
    },
    { _id: 'd-taro', name: 'Taro Milk Tea', description: 'Real taro root.', seriesId: 's-milk', image: null, rating: null, reviewCount: 0, position: 1, facts: null },
  ]);
  await db.reviews.bulkPut([1, 2, 3].map((n) => review(n)));
});

function renderAt(path: string) {
  const routes = [
    { path: '/menu', element: <MenuScreen /> },
    { path: '/menu/:seriesId', element: <SeriesScreen /> },
  ];
  return renderRoutes(routes, path).at;
}

describe('menu screens, offline with a cache', () => {
  it('lists every series as a card and in the side list, with the badge only on those head office marked', async () => {
    renderAt('/menu');
    const cards = await screen.findByRole('list', { name: 'All series' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Milk Tea', '/menu/s-milk'],
      ['Seasonal', '/menu/s-new'],
    ]);
    // Marked by head office, not by name: 'Milk Tea' is one of SPEC's ten names but is not marked here.
    expect(
      within(cards)
        .getAllByText('Signature')
        .map((b) => b.closest('article')?.querySelector('h2')?.textContent),
    ).toEqual(['Seasonal']);
    expect(await within(cards).findByText('2 drinks')).toBeTruthy();
    const side = screen.getByRole('navigation', { name: 'All series' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/menu/s-milk', '/menu/s-new']);
    expect(within(side).getByRole('link', { name: 'Seasonal (Signature)' })).toBeTruthy();
    expect(within(side).getByRole('link', { name: 'Milk Tea' })).toBeTruthy();
  });

  it('shows the average stars and count of approved reviews on drink cards, and nothing before the first', async () => {
    renderAt('/menu/s-milk');
    const classic = (await screen.findByRole('button', { name: 'Classic Pearl Milk Tea' })).closest('article')!;
    expect(within(classic).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeTruthy();
    const taro = screen.getByRole('button', { name: 'Taro Milk Tea' }).closest('article')!;
    expect(within(taro).queryByRole('img')).toBeNull();
    expect(taro.textContent).not.toContain('No reviews yet');
  });

  it('shows the rating in the drink modal, or No reviews yet', async () => {
    renderAt('/menu/s-milk?drink=d-classic');
    const classic = await screen.findByRole('dialog', { name: 'Classic Pearl Milk Tea' });
    expect(within(classic).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeTruthy();
    fireEvent.click(within(classic).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Taro Milk Tea' }));
    const taro = await screen.findByRole('dialog', { name: 'Taro Milk Tea' });
    expect(within(taro).getByText('No reviews yet')).toBeTruthy();
  });

  it('opens a drink from the page as a step in the history, which Close (like Back) steps out of; the name shows once', async () => {
    const at = renderAt('/menu/s-milk');
    const taro = await screen.findByRole('button', { name: 'Taro Milk Tea' });
    const before = at().key;
    fireEvent.click(taro);
    const dialog = await screen.findByRole('dialog', { name: 'Taro Milk Tea' });
    expect(at().search).toBe('?drink=d-taro');
    expect(at().key).not.toBe(before);
    expect(within(dialog).getAllByText('Taro Milk Tea')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(at().pathname + at().search).toBe('/menu/s-milk');
    // Back on the very entry the drink was opened from, not a new page on top of it.
    expect(at().key).toBe(before);
  });

  it('closes a drink the page was opened with in place, keeping the page in the history', async () => {
    const at = renderAt('/menu/s-milk?drink=d-taro');
    const dialog = await screen.findByRole('dialog', { name: 'Taro Milk Tea' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(at().search).toBe(''));
    expect(at().pathname).toBe('/menu/s-milk');
  });

  it('sends /menu?drink=<id> to the drink on its series page', async () => {
    const at = renderAt('/menu?drink=d-taro');
    await waitFor(() => expect(at().pathname).toBe('/menu/s-milk'));
    expect(at().search).toBe('?drink=d-taro');
    expect(await screen.findByRole('dialog', { name: 'Taro Milk Tea' })).toBeTruthy();
  });

  it('shows the series heading and its drinks, or No Drinks Available', async () => {
    renderAt('/menu/s-milk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Milk Tea Series' })).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: /Milk Tea$/ })).map((b) => b.textContent)).toEqual(['Classic Pearl Milk Tea', 'Taro Milk Tea']);
  });

  it('says No Drinks Available for a series without drinks once the server confirms it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, menu: { series: [{ _id: 's-new', name: 'Seasonal', image: null, imageId: null, drinks: [] }] } })),
    );
    renderAt('/menu/s-new');
    expect(await screen.findByText('No Drinks Available')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Seasonal Series' })).toBeTruthy();
  });

  it('opens a drink in a modal with Description and Reviews tabs that arrow keys move between', async () => {
    const at = renderAt('/menu/s-milk');
    fireEvent.click(await screen.findByRole('button', { name: 'Taro Milk Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taro Milk Tea' });
    expect(at().search).toBe('?drink=d-taro');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Description', 'true'],
      ['Reviews', 'false'],
    ]);
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Real taro root.');

    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    const reviews = within(dialog).getByRole('tabpanel');
    expect(reviews.getAttribute('aria-labelledby')).toBe(tabs[1].id);

    // Newest first, two at a time.
    const shown = () =>
      within(reviews)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.review-card__name')?.textContent);
    await within(reviews).findAllByRole('listitem'); // the cache loads in its own chunk
    expect(shown()).toEqual(['Reviewer 1', 'Reviewer 2']);
    const previous = within(reviews).getByRole('button', { name: 'Previous' });
    const next = within(reviews).getByRole('button', { name: 'Next' });
    expect([previous.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([true, false]);
    fireEvent.click(next);
    expect(shown()).toEqual(['Reviewer 3']);
    expect([previous.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([false, true]);
    expect(within(reviews).getAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(1);

    fireEvent.keyDown(tabs[1], { key: 'Home' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('shows No Reviews Available for a drink nobody reviewed yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, reviews: [] })),
    );
    await db.reviews.clear();
    renderAt('/menu/s-milk?drink=d-classic');
    const dialog = await screen.findByRole('dialog', { name: 'Classic Pearl Milk Tea' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Reviews' }));
    expect(await within(dialog).findByText('No Reviews Available')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write a review' }));
    expect(within(dialog).getByRole('heading', { name: 'New Review' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Type Review')).toBeTruthy();
  });
});

describe('a series page with a My store (issue #25)', () => {
  it('marks the card of a drink sold out at My store in words, from the device’s last known day offline with its age', async () => {
    const asOf = Date.UTC(2026, 10, 26, 20, 40); // 2:40 pm in Austin
    const until = Date.now() + 3600_000;
    localStorage.setItem('my-store', JSON.stringify({ id: 'store-1', name: 'Downtown Austin', timeZone: 'America/Chicago' }));
    localStorage.setItem(
      'availability:store-1',
      JSON.stringify({
        availability: { locationId: 'store-1', asOf, soldOut: [{ itemType: 'drink', itemId: 'd-taro', name: 'Taro Milk Tea', until, since: asOf }] },
        partyHost: '',
      }),
    );
    try {
      renderAt('/menu/s-milk');
      const taro = (await screen.findByRole('button', { name: 'Taro Milk Tea' })).closest('article')!;
      // The device's My store is read once the page is idle.
      await waitFor(() => expect(taro.textContent).toMatch(/Sold out today/));
      expect(taro.textContent).toMatch(/Sold out today at Downtown Austin · back (at|tomorrow at) \d{1,2}:\d\d [ap]m/);
      expect(screen.getByRole('button', { name: 'Classic Pearl Milk Tea' }).closest('article')!.textContent).not.toContain('Sold out');
      expect(screen.getByText(/^My store: Downtown Austin\./).textContent).toBe('My store: Downtown Austin. Drinks sold out there today are marked. · as of 2:40 pm');
    } finally {
      localStorage.clear();
    }
  });
});
