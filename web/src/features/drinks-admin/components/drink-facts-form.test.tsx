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

describe('a drink’s facts another device saved meanwhile (issue #51)', () => {
  const sizes = [
    { name: 'Medium', ounces: 16, calories: 300, sugarG: 38, addedSugarG: 30, caffeineMg: 60 },
    { name: 'Large', ounces: 24, calories: 420, sugarG: 57, addedSugarG: 45, caffeineMg: 90 },
  ];
  const theirFacts = {
    sizes,
    served: 'both',
    sugarLevels: [100, 70, 50, 30, 0],
    iceLevels: ['regular', 'less', 'none'],
    allergens: [],
    dairyFreeOption: false,
    vegan: false,
    toppingIds: [],
  };
  /** The 409 of a stale facts edit: the drink as it is now, signed by whoever saved its facts (worker drink-facts-store.ts). */
  const stale = () =>
    Response.json(
      {
        success: false,
        message: 'This was changed on another device since you opened it.',
        conflict: { current: { ...taro, facts: theirFacts, version: 1, factsVersion: 3 }, changedBy: 'Lone Star Boba Co.', changedAt: Date.UTC(2025, 4, 2, 15, 2) },
      },
      { status: 409 },
    );
  const saved = () => Response.json({ success: true, message: 'Drink Facts Updated Successfully', drink: taro });

  /** The panel of a drink whose facts are at version 2, against a server answering each PUT in turn (the last repeats). */
  async function saveStale(...answers: (() => Response)[]) {
    const puts: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return (puts.push(JSON.parse(init.body as string)), answers[Math.min(puts.length, answers.length) - 1]());
      if (url.endsWith('/toppings')) return Response.json({ success: true, toppings });
      return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [{ ...taro, version: 1, factsVersion: 2 }] } : { success: true, series });
    });
    stubDashboardFetch(fetch);
    const form = await openFacts();
    fillSizes(form, ['280', '38', '30', '60'], ['420', '57', '45', '90']);
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Tapioca Pearls/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    const choice = await within(form).findByRole('alert', { name: /^Changed on another device by Lone Star Boba Co\. at / });
    return { form, choice, puts };
  }
  const line = (choice: HTMLElement, label: string) => within(choice).queryByText(label, { selector: 'dt' })?.parentElement?.textContent;

  it('names the facts version; a stale save shows what differs, and Keep mine sends again with their version', async () => {
    const { form, choice, puts } = await saveStale(stale, saved);
    expect(puts[0]).toMatchObject({ version: 2, facts: { toppingIds: ['tapioca-pearls'] } });
    expect(line(choice, 'Calories')).toMatch(/Yours Medium 280 Cal, Large 420 Cal.*Theirs Medium 300 Cal, Large 420 Cal/);
    expect(line(choice, 'Toppings it takes')).toMatch(/Yours Tapioca Pearls.*Theirs None/);
    // What both versions agree on is not listed.
    expect(line(choice, 'Sizes')).toBeUndefined();
    expect(line(choice, 'Sugar')).toBeUndefined();
    expect(within(form).getByLabelText<HTMLInputElement>('Calories, size 1').value).toBe('280');

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' })).toBeNull());
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ version: 3, facts: { sizes: [{ calories: 280 }, { calories: 420 }], toppingIds: ['tapioca-pearls'] } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('Use theirs copies their calories into the sizes, and the save names their version', async () => {
    const { form, choice, puts } = await saveStale(stale, saved);
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Calories' }));
    expect(within(form).getByLabelText<HTMLInputElement>('Calories, size 1').value).toBe('300');
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ version: 3, facts: { sizes: [{ calories: 300 }, { calories: 420 }], toppingIds: ['tapioca-pearls'] } });
  });

  it('Take theirs closes the panel and sends nothing more', async () => {
    const { choice, puts } = await saveStale(stale);
    expect(await db.outbox.count()).toBe(1);
    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' })).toBeNull());
    expect(puts).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a drink’s facts saved twice while offline', () => {
  it('the second save replaces the waiting one, so the device never meets its own facts as another device’s', async () => {
    let online = false;
    const puts: unknown[] = [];
    stubDashboardFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          if (!online) throw new TypeError('Failed to fetch');
          puts.push(JSON.parse(init.body as string));
          return Response.json({ success: true, message: 'Drink Facts Updated Successfully', drink: taro });
        }
        if (url.endsWith('/toppings')) return Response.json({ success: true, toppings });
        return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [{ ...taro, factsVersion: 2 }] } : { success: true, series });
      }),
    );
    const form = await openFacts();
    fillSizes(form, ['280', '38', '30', '60'], ['420', '57', '45', '90']);
    fireEvent.click(within(form).getByRole('button', { name: 'Save nutrition and options' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' })).toBeNull());

    // The row shows the facts as they will be, and the panel opens with them.
    fireEvent.click(screen.getByRole('button', { name: 'Nutrition and options of Taro Milk Tea' }));
    const again = await screen.findByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' });
    expect(within(again).getByLabelText<HTMLInputElement>('Calories, size 1').value).toBe('280');
    fill(again, 'Calories, size 1', '300');
    fireEvent.click(within(again).getByRole('button', { name: 'Save nutrition and options' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' })).toBeNull());
    const waiting = await db.outbox.toArray();
    expect(waiting.map((i) => i.payload)).toMatchObject([{ version: 2, facts: { sizes: [{ calories: 300 }, { calories: 420 }] } }]);

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ version: 2, facts: { sizes: [{ calories: 300 }, { calories: 420 }] } });
  });
});

describe('facts kept offline that met a newer version in the background', () => {
  it('the panel opens with what was typed offline and both versions; Keep mine sends them with the other version', async () => {
    const typed = { ...theirFactsOf(280), toppingIds: ['tapioca-pearls'] };
    await db.outbox.add({
      clientId: 'kept-1',
      kind: 'drink-facts',
      target: 'd1',
      payload: { facts: typed, version: 2 },
      label: 'Nutrition of Taro Milk Tea',
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
      status: 'failed',
      error: 'Changed on another device by Lone Star Boba Co.',
      fields: {},
      conflict: { current: { ...taro, facts: theirFactsOf(300), factsVersion: 3 }, changedBy: 'Lone Star Boba Co.', changedAt: Date.UTC(2025, 4, 2, 15, 2) },
    });
    const put = vi.fn((_: unknown) => Response.json({ success: true, message: 'Drink Facts Updated Successfully', drink: taro }));
    server(put);
    renderApp('/dashboard/add-drinks', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Nutrition and options of Taro Milk Tea' }));
    const form = await screen.findByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' });
    const choice = await within(form).findByRole('alert', { name: /^Changed on another device by Lone Star Boba Co\. at / });
    expect(within(form).getByLabelText<HTMLInputElement>('Calories, size 1').value).toBe('280');
    expect(within(choice).getByText('Calories', { selector: 'dt' }).parentElement!.textContent).toMatch(/Yours Medium 280 Cal.*Theirs Medium 300 Cal/);

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0][0]).toMatchObject({ version: 3, facts: { sizes: [{ calories: 280 }, { calories: 420 }], toppingIds: ['tapioca-pearls'] } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutrition and options: Taro Milk Tea' })).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });
});

/** Facts at the standard recipe whose medium size has `calories`. */
function theirFactsOf(calories: number) {
  return {
    sizes: [
      { name: 'Medium', ounces: 16, calories, sugarG: 38, addedSugarG: 30, caffeineMg: 60 },
      { name: 'Large', ounces: 24, calories: 420, sugarG: 57, addedSugarG: 45, caffeineMg: 90 },
    ],
    served: 'both' as const,
    sugarLevels: [100, 70, 50, 30, 0],
    iceLevels: ['regular' as const, 'less' as const, 'none' as const],
    allergens: [],
    dairyFreeOption: false,
    vegan: false,
    toppingIds: [] as string[],
  };
}
