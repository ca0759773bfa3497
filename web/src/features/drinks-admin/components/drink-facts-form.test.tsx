import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { deleteSavedScreens } from '../../../sync/staff/staff-db';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/drinks')]),
);
beforeEach(() => Promise.all([db.outbox.clear(), db.toppings.clear(), deleteSavedScreens()]));

const taro = { _id: 'd1', name: 'Taro Milk Tea', description: 'Creamy taro.', seriesId: 's1', image: '/api/v1/media/picture/d1.png', facts: null };
const series = [{ _id: 's1', name: 'Milk Tea', image: null, imageId: null, drinks: [] }];
const toppings = [{ _id: 'tapioca-pearls', name: 'Tapioca Pearls', image: null, calories: 150, sugarG: 12, caffeineMg: 0, allergens: [], vegan: true }];

function server(put: (body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return put(JSON.parse(init.body as string));
    if (url.endsWith('/toppings')) return Response.json({ success: true, toppings });
    return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [taro] } : { success: true, series });
  });
  stubDashboardFetch(fetch);
  return fetch;
}

async function openFacts() {
  renderApp('/dashboard/add-drinks', adminUser);
  fireEvent.click(await screen.findByRole('button', { name: 'Nutrition and options of Taro Milk Tea' }));
  const panel = await screen.findByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' });
  expect(within(panel).getByText('No facts yet: visitors see “Nutrition facts coming soon”.')).toBeTruthy();
  return panel;
}

const fill = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

function fillSizes(form: HTMLElement, medium: string[], large: string[]) {
  const columns = ['Calories', 'Sugar (g)', 'Added sugar (g)', 'Caffeine (mg)'];
  columns.forEach((c, i) => fill(form, `${c}, size 1`, medium[i]));
  columns.forEach((c, i) => fill(form, `${c}, size 2`, large[i]));
}

describe('a drink’s nutrition and options in the dashboard', () => {
  it('shows a bad number under the sizes, sends nothing, then saves the facts with their toppings', async () => {
    const put = vi.fn((_: unknown) => Response.json({ success: true, message: 'Drink Facts Updated Successfully', drink: taro }));
    const fetch = server(put);
    const form = await openFacts();
    fillSizes(form, ['-5', '38', '30', '60'], ['420', '57', '45', '90']);
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Size 1: Calories cannot be negative.');
    expect(within(form).getByLabelText('Calories, size 1').getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();

    fill(form, 'Calories, size 1', '280');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Tapioca Pearls/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0][0]).toEqual({
      facts: {
        sizes: [
          { name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 },
          { name: 'Large', ounces: 24, calories: 420, sugarG: 57, addedSugarG: 45, caffeineMg: 90 },
        ],
        served: 'both',
        sugarLevels: [100, 70, 50, 30, 0],
        iceLevels: ['regular', 'less', 'none'],
        allergens: ['milk'],
        dairyFreeOption: false,
        vegan: false,
        toppingIds: ['tapioca-pearls'],
      },
    });
    expect(fetch).toHaveBeenCalled();
  });

  it('shows the server’s refusal under its field, keeping what was typed', async () => {
    server(() =>
      Response.json(
        { success: false, message: 'toppingIds: Choose toppings from the toppings list.', fields: { toppingIds: 'Choose toppings from the toppings list.' } },
        { status: 400 },
      ),
    );
    const form = await openFacts();
    fillSizes(form, ['280', '38', '30', '60'], ['420', '57', '45', '90']);
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Tapioca Pearls/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Choose toppings from the toppings list.');
    expect(within(form).getByLabelText<HTMLInputElement>('Calories, size 1').value).toBe('280');
  });

  it('offline, lists the toppings this device has and keeps the facts until the connection returns, then sends them once', async () => {
    // The menu this tablet kept (the public cache); the toppings list itself was never saved here.
    await db.toppings.bulkPut(toppings.map((t, position) => ({ ...t, imageSet: undefined, position })));
    let online = false;
    const puts: unknown[] = [];
    stubDashboardFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          if (!online) throw new TypeError('Failed to fetch');
          puts.push(JSON.parse(init.body as string));
          return Response.json({ success: true, message: 'Drink Facts Updated Successfully', drink: taro });
        }
        if (url.endsWith('/toppings')) throw new TypeError('Failed to fetch');
        return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [taro] } : { success: true, series });
      }),
    );
    const form = await openFacts();
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Tapioca Pearls/ }));
    expect(within(form).queryByText('Head office has no toppings yet.')).toBeNull();
    fillSizes(form, ['280', '38', '30', '60'], ['420', '57', '45', '90']);
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    const row = await screen.findByRole('article', { name: 'Taro Milk Tea' });
    expect(within(row).getByText('Waiting to send')).toBeTruthy();
    expect((await db.outbox.toArray()).map((i) => i.label)).toEqual(['Nutrition of Taro Milk Tea']);

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ facts: { toppingIds: ['tapioca-pearls'] } });
  });
});
