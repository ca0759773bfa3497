import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, franchiseUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The first render loads the lazy dashboard chunks, slow while the whole suite runs in parallel.
const lazyLoad = { timeout: 5000 };

const drink = { _id: 'd1', name: 'Taro Milk Tea', description: 'Creamy taro.', seriesId: 's1', image: '/api/v1/media/picture/taro.png' };
const series = [{ _id: 's1', name: 'Milk Tea', image: null, imageId: null, drinks: [drink] }];

function menuServer() {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.endsWith('/user/menu/drinks') ? { success: true, drinks: [drink] } : { success: true, series };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('All Drinks', () => {
  it("gives an admin a 'Reviews' button on each drink card", async () => {
    vi.stubGlobal('fetch', menuServer());
    renderApp('/dashboard/add-drinks', adminUser);
    const card = await screen.findByRole('article', { name: 'Taro Milk Tea' }, lazyLoad);
    expect(within(card).getByRole('button', { name: 'Reviews of Taro Milk Tea' }).textContent).toBe('Reviews');
    expect(within(card).getByRole('button', { name: 'Edit Taro Milk Tea' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete Taro Milk Tea' })).toBeTruthy();
    expect(within(card).getByText('Milk Tea')).toBeTruthy();
  });

  it('gives a franchise owner no Reviews button', async () => {
    vi.stubGlobal('fetch', menuServer());
    renderApp('/dashboard/add-drinks', franchiseUser);
    const card = await screen.findByRole('article', { name: 'Taro Milk Tea' }, lazyLoad);
    expect(within(card).queryByRole('button', { name: /Reviews/ })).toBeNull();
    const picture = card.querySelector('img')!;
    expect([picture.getAttribute('src'), picture.getAttribute('loading'), picture.getAttribute('width')]).toEqual([drink.image, 'lazy', '320']);
  });

  it('shows the error with a retry when the list cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/add-drinks', franchiseUser);
    const alerts = await screen.findAllByRole('alert', {}, lazyLoad);
    expect(alerts[0]!.textContent).toContain("We couldn't reach the server.");
    expect(within(alerts[0]!).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Add New Drink and Update Drink (one set of fields)', () => {
  it('refuses an empty Add New Drink by each field, focuses Drink Name and sends nothing', async () => {
    const server = menuServer();
    vi.stubGlobal('fetch', server);
    renderApp('/dashboard/add-drinks', franchiseUser);
    const form = await screen.findByRole('form', { name: 'Add New Drink' }, lazyLoad);
    await within(form).findByRole('option', { name: 'Milk Tea' });
    within(form).getByRole('button', { name: 'Add Drink' }).click();
    await within(form).findByText('Please enter a drink name.');
    expect(within(form).getByText('Please choose a series.')).toBeTruthy();
    expect(within(form).getByText('Please choose an image for the drink.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Drink Name'));
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('Update Drink starts from the drink, and sends the edited name with its series and description', async () => {
    const server = menuServer();
    vi.stubGlobal('fetch', server);
    renderApp('/dashboard/add-drinks', franchiseUser);
    const card = await screen.findByRole('article', { name: 'Taro Milk Tea' }, lazyLoad);
    within(card).getByRole('button', { name: 'Edit Taro Milk Tea' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Update Drink' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Drink Name');
    expect([name.value, within(dialog).getByLabelText<HTMLTextAreaElement>('Description').value]).toEqual(['Taro Milk Tea', 'Creamy taro.']);
    fireEvent.change(name, { target: { value: 'Taro Latte' } });
    within(dialog).getByRole('button', { name: 'Update Drink' }).click();
    await waitFor(() => expect(server.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = server.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(url).toContain('/user/menu/drink/d1');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Taro Latte', description: 'Creamy taro.', seriesId: 's1' });
  });
});
