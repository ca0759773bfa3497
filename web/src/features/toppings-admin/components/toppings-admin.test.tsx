import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { deleteSavedScreens, readSavedScreen } from '../../../sync/staff/staff-db';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { mediaFile } from '../../../test/media-files';
import { renderApp } from '../../../test/render-app';

beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/toppings')]),
);
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return Promise.all([db.outbox.clear(), deleteSavedScreens()]);
});

const pearls = { _id: 'tapioca-pearls', name: 'Tapioca Pearls', image: '/api/v1/media/picture/p.png', calories: 150, sugarG: 12, caffeineMg: 0, allergens: [], vegan: true };
const pudding = {
  _id: 'egg-pudding',
  name: 'Egg Pudding',
  image: '/api/v1/media/picture/e.png',
  calories: 90,
  sugarG: 10,
  caffeineMg: 0,
  allergens: ['milk', 'egg'],
  vegan: false,
  version: 3,
};
const foam = { _id: 'cheese-foam', name: 'Cheese Foam', image: '/api/v1/media/picture/c.png', calories: 110, sugarG: 6, caffeineMg: 5, allergens: ['milk'], vegan: false };

type Sent = { url: string; method: string; body: FormData | undefined };

/** Head office's toppings API: the list, and each write answered by `write` (and recorded). */
function toppingServer(write: (sent: Sent) => Response = () => Response.json({ success: true, message: 'Topping Added Successfully' }, { status: 201 })) {
  const writes: Sent[] = [];
  let list = [pearls, pudding, foam];
  const fetchMock = stubDashboardFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return Response.json({ success: true, toppings: list });
      const sent = { url, method, body: init?.body as FormData | undefined };
      writes.push(sent);
      const answer = write(sent);
      if (answer.ok && method === 'DELETE') list = list.filter((t) => !url.endsWith(`/${t._id}`));
      return answer;
    }),
  );
  return { writes, fetchMock };
}

const fields = (body: FormData | undefined) => Object.fromEntries([...(body?.entries() ?? [])].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New Topping' }));
  return screen.findByRole('dialog', { name: 'Add New Topping' });
}

function fill(panel: HTMLElement, values: Partial<Record<'Topping Name' | 'Calories per serving' | 'Sugar per serving (g)' | 'Caffeine per serving (mg)', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
}

const errorOf = (panel: HTMLElement, label: string) => {
  const input = within(panel).getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent;
};

describe('head office’s toppings screen', () => {
  it('lists each topping in a dense row with what a serving holds, in words, and searches names and allergens', async () => {
    toppingServer();
    renderApp('/dashboard/toppings', adminUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toppings' })).toBeTruthy();
    const row = await screen.findByRole('article', { name: 'Egg Pudding' });
    expect(within(row).getByText('90 Cal · 10 g sugar · Caffeine-free · Contains Milk, Egg')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Tapioca Pearls' })).getByText('150 Cal · 12 g sugar · Caffeine-free · Vegan · No listed allergens')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Cheese Foam' })).getByText(/5 mg caffeine/)).toBeTruthy();
    expect(screen.getByText('3 toppings')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search toppings'), { target: { value: 'egg' } });
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')!.textContent)).toEqual(['Egg Pudding']);
    expect(screen.getByText('1 of 3 toppings')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search toppings'), { target: { value: 'mango' } });
    expect(screen.getByText('No toppings match your search.')).toBeTruthy();
  });

  it('says when there are no toppings yet', async () => {
    stubDashboardFetch(vi.fn(async () => Response.json({ success: true, toppings: [] })));
    renderApp('/dashboard/toppings', adminUser);
    expect(await screen.findByText('No toppings yet. Add your first one with ‘Add New Topping’.')).toBeTruthy();
  });

  it('adds a topping: every field as multipart with its picture, allergens in order, then the list reloads', async () => {
    const { writes, fetchMock } = toppingServer();
    renderApp('/dashboard/toppings', adminUser);
    await screen.findByRole('article', { name: 'Egg Pudding' });
    const panel = await openAdd();
    expect(document.activeElement).toBe(within(panel).getByLabelText('Topping Name'));
    fill(panel, { 'Topping Name': ' Red Bean ', 'Calories per serving': '120', 'Sugar per serving (g)': '18.5', 'Caffeine per serving (mg)': '0' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Soy' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Milk' }));
    fireEvent.change(within(panel).getByLabelText('Topping Picture'), { target: { files: [mediaFile('png', 'red-bean.png', 'image/png')] } });
    await within(panel).findByRole('img', { name: 'Preview of the chosen picture' });
    const loads = fetchMock.mock.calls.length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Topping' }));

    expect(await screen.findByText('Topping Added Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Topping' })).toBeNull());
    expect(writes.map((w) => [w.url, w.method])).toEqual([['/api/v1/admin/toppings', 'POST']]);
    expect(fields(writes[0].body)).toEqual({
      name: 'Red Bean',
      calories: '120',
      sugarG: '18.5',
      caffeineMg: '0',
      allergens: 'milk,soy',
      vegan: 'false',
      image: 'red-bean.png',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(loads + 1));
  });

  it('refuses bad input under each field, sends nothing, and lets each be fixed', async () => {
    const { writes } = toppingServer();
    renderApp('/dashboard/toppings', adminUser);
    const panel = await openAdd();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Topping' }));
    expect(await within(panel).findByText('Please enter a topping name.')).toBeTruthy();
    expect(within(panel).getByText('Please choose a picture for the topping.')).toBeTruthy();
    expect(errorOf(panel, 'Calories per serving')).toBe('Calories is required.');
    expect(errorOf(panel, 'Sugar per serving (g)')).toBe('Sugar is required.');
    expect(errorOf(panel, 'Caffeine per serving (mg)')).toBe('Caffeine is required.');
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText('Topping Name')));

    const cases: [Parameters<typeof fill>[1], string, string][] = [
      [{ 'Calories per serving': '-5' }, 'Calories per serving', 'Calories cannot be negative.'],
      [{ 'Calories per serving': '90000' }, 'Calories per serving', 'Calories must be at most 800 Cal.'],
      [{ 'Calories per serving': 'lots' }, 'Calories per serving', 'Calories must be a number.'],
      [{ 'Calories per serving': '10.5' }, 'Calories per serving', 'Calories must be a whole number.'],
      [{ 'Sugar per serving (g)': '500' }, 'Sugar per serving (g)', 'Sugar must be at most 100 g.'],
      [{ 'Sugar per serving (g)': '-1' }, 'Sugar per serving (g)', 'Sugar cannot be negative.'],
      [{ 'Caffeine per serving (mg)': '2.5' }, 'Caffeine per serving (mg)', 'Caffeine must be a whole number.'],
      [{ 'Caffeine per serving (mg)': '999' }, 'Caffeine per serving (mg)', 'Caffeine must be at most 200 mg.'],
      [{ 'Calories per serving': '10', 'Sugar per serving (g)': '20' }, 'Calories per serving', '20 g of sugar alone is 80 Cal, more than the calories given.'],
      [{ 'Topping Name': 'x'.repeat(41) }, 'Topping Name', 'Topping name must be at most 40 characters.'],
    ];
    for (const [values, label, message] of cases) {
      fill(panel, { 'Topping Name': 'Aloe', 'Calories per serving': '30', 'Sugar per serving (g)': '5', 'Caffeine per serving (mg)': '0', ...values });
      fireEvent.click(within(panel).getByRole('button', { name: 'Add Topping' }));
      await waitFor(() => expect(errorOf(panel, label)).toBe(message));
      expect(within(panel).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    // Typing clears the field's message.
    fill(panel, { 'Topping Name': 'Aloe Vera' });
    expect(errorOf(panel, 'Topping Name')).toBeUndefined();

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Vegan' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Topping' }));
    await waitFor(() => expect(errorOf(panel, 'Vegan')).toBe('A topping with milk or egg is not vegan.'));
    expect(writes).toEqual([]);
  });

  it('shows a name already on the list (409) under the name and keeps everything typed', async () => {
    const taken = 'There is already a topping called “tapioca pearls”.';
    const { writes } = toppingServer(() => Response.json({ success: false, message: taken, fields: { name: taken } }, { status: 409 }));
    renderApp('/dashboard/toppings', adminUser);
    const panel = await openAdd();
    fill(panel, { 'Topping Name': 'tapioca pearls', 'Calories per serving': '150', 'Sugar per serving (g)': '12', 'Caffeine per serving (mg)': '0' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Vegan' }));
    fireEvent.change(within(panel).getByLabelText('Topping Picture'), { target: { files: [mediaFile('png', 'pearls.png', 'image/png')] } });
    await within(panel).findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Topping' }));

    await waitFor(() => expect(errorOf(panel, 'Topping Name')).toBe(taken));
    expect(within(panel).getByLabelText('Topping Name').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toHaveLength(1);
    expect(within(panel).getByLabelText<HTMLInputElement>('Topping Name').value).toBe('tapioca pearls');
    expect(within(panel).getByLabelText<HTMLInputElement>('Calories per serving').value).toBe('150');
    expect(within(panel).getByRole<HTMLInputElement>('checkbox', { name: 'Vegan' }).checked).toBe(true);
    expect(within(panel).getByRole('img', { name: 'Preview of the chosen picture' })).toBeTruthy();
  });

  it('shows the server’s refusal of a number under its field, and keeps an edit on the device when the network fails, sending it once later', async () => {
    let answer: () => Response = () =>
      Response.json({ success: false, message: 'calories: Calories must be at most 800 Cal.', fields: { calories: 'Calories must be at most 800 Cal.' } }, { status: 400 });
    const { writes } = toppingServer(() => answer());
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Cheese Foam' })).getByRole('button', { name: 'Edit Cheese Foam' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    fill(panel, { 'Calories per serving': '130' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));
    await waitFor(() => expect(errorOf(panel, 'Calories per serving')).toBe('Calories must be at most 800 Cal.'));

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fill(panel, { 'Calories per serving': '120' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    expect((await db.outbox.toArray()).map((item) => [item.kind, item.label])).toEqual([['topping-update', 'Changes to Cheese Foam']]);

    answer = () => Response.json({ success: true, message: 'Topping Updated Successfully' });
    await flushOutbox({ force: true });
    expect(writes.map((w) => [w.url, w.method])).toEqual(Array(3).fill(['/api/v1/admin/toppings/cheese-foam', 'PUT']));
    expect(fields(writes[2].body)).toEqual({ name: 'Cheese Foam', calories: '120', sugarG: '6', caffeineMg: '5', allergens: 'milk', vegan: 'false' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits a topping from its values and sends every field again, without a picture unless one is chosen', async () => {
    const { writes } = toppingServer(() => Response.json({ success: true, message: 'Topping Updated Successfully' }));
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Egg Pudding' })).getByRole('button', { name: 'Edit Egg Pudding' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    expect(within(panel).getByLabelText<HTMLInputElement>('Topping Name').value).toBe('Egg Pudding');
    expect(within(panel).getByLabelText<HTMLInputElement>('Sugar per serving (g)').value).toBe('10');
    expect(within(panel).getByRole<HTMLInputElement>('checkbox', { name: 'Egg' }).checked).toBe(true);
    expect(within(panel).getByText('Topping Picture (optional)')).toBeTruthy();
    fill(panel, { 'Topping Name': 'Custard Pudding', 'Calories per serving': '95' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Egg' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));

    expect(await screen.findByText('Topping Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    expect(writes.map((w) => [w.url, w.method])).toEqual([['/api/v1/admin/toppings/egg-pudding', 'PUT']]);
    // It names the version it was made from, so a newer one saved on another device is not overwritten.
    expect(fields(writes[0].body)).toEqual({ name: 'Custard Pudding', calories: '95', sugarG: '10', caffeineMg: '0', allergens: 'milk', vegan: 'false', version: '3' });
  });

  it('offline, says at the top what needs the connection, keeps an edit without a picture and lists it in the banner', async () => {
    const { writes } = toppingServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/dashboard/toppings', adminUser);
    await screen.findByRole('article', { name: 'Egg Pudding' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));

    const add = await openAdd();
    expect(
      within(add).getByText("You're offline: adding a topping needs a connection, as its file is uploaded. What you type stays in this form until you're back online."),
    ).toBeTruthy();
    fill(add, { 'Topping Name': 'Red Bean', 'Calories per serving': '120', 'Sugar per serving (g)': '18', 'Caffeine per serving (mg)': '0' });
    fireEvent.change(within(add).getByLabelText('Topping Picture'), { target: { files: [mediaFile('png', 'red-bean.png', 'image/png')] } });
    await within(add).findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Topping' }));
    expect(await within(add).findByText("You're offline. Adding a topping needs a connection; what you entered is still here, so try again when you're back online.")).toBeTruthy();
    expect(within(add).getByLabelText<HTMLInputElement>('Topping Name').value).toBe('Red Bean');
    fireEvent.click(within(add).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Topping' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Egg Pudding' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    expect(
      within(panel).getByText("You're offline: a new picture needs a connection. Changes without a new picture are kept on this device and sent when you're back online."),
    ).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Topping Picture (optional)'), { target: { files: [mediaFile('png', 'pudding.png', 'image/png')] } });
    await within(panel).findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));
    expect(
      await within(panel).findByText("You're offline. Saving a new picture needs a connection; what you entered is still here, so try again when you're back online."),
    ).toBeTruthy();
    expect(writes).toEqual([]);

    // Without the picture, the edit is kept on the device.
    fireEvent.change(within(panel).getByLabelText('Topping Picture (optional)'), { target: { files: [] } });
    await waitFor(() => expect(within(panel).queryByRole('img', { name: 'Preview of the chosen picture' })).toBeNull());
    fill(panel, { 'Calories per serving': '95' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    const banner = (await screen.findByText('1 change waiting to send:')).parentElement!;
    expect(within(banner).getByRole('listitem').textContent).toBe('Changes to Egg Pudding');
    expect(fields(writes[0].body)).toMatchObject({ name: 'Egg Pudding', calories: '95', version: '3' });
    // The list shows the topping as it will be, marked; a second edit opens from it and replaces the first.
    const row = screen.getByRole('article', { name: 'Egg Pudding' });
    expect(within(row).getByText('Waiting to send')).toBeTruthy();
    expect(within(row).getByText(/^95 Cal/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Egg Pudding' }));
    const again = await screen.findByRole('dialog', { name: 'Update Topping' });
    expect(within(again).getByLabelText<HTMLInputElement>('Calories per serving').value).toBe('95');
    fill(again, { 'Sugar per serving (g)': '11' });
    fireEvent.click(within(again).getByRole('button', { name: 'Update Topping' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    expect((await db.outbox.toArray()).map((item) => item.payload)).toEqual([
      { name: 'Egg Pudding', calories: '95', sugarG: '11', caffeineMg: '0', allergens: 'milk,egg', vegan: 'false', version: '3' },
    ]);
  });

  it('shows both versions when a new picture meets a newer topping, and Keep mine sends the picture again from theirs', async () => {
    const theirs = { ...pudding, name: 'Egg Custard', version: 4 };
    const conflict = { current: theirs, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    const { writes } = toppingServer((sent) =>
      fields(sent.body).version === '3'
        ? Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 })
        : Response.json({ success: true, message: 'Topping Updated Successfully' }),
    );
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Egg Pudding' })).getByRole('button', { name: 'Edit Egg Pudding' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    fireEvent.change(within(panel).getByLabelText('Topping Picture (optional)'), { target: { files: [mediaFile('png', 'pudding.png', 'image/png')] } });
    await within(panel).findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));

    const choice = await within(panel).findByRole('alert', { name: /^Changed on another device by Head office/ });
    expect(within(choice).getByText('Egg Custard')).toBeTruthy();
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Topping Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    expect(writes.map((w) => [fields(w.body).image, fields(w.body).version])).toEqual([
      ['pudding.png', '3'],
      ['pudding.png', '4'],
    ]);
  });

  it('opens an edit that met a newer topping in the background with what was typed and the choice', async () => {
    const conflict = { current: { ...pudding, calories: 100, version: 4 }, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    toppingServer(() => answer());
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Egg Pudding' })).getByRole('button', { name: 'Edit Egg Pudding' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    fill(panel, { 'Calories per serving': '95' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());

    answer = () => Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 });
    await flushOutbox({ force: true });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Egg Pudding' })).getByRole('button', { name: 'Edit Egg Pudding' }));
    const again = await screen.findByRole('dialog', { name: 'Update Topping' });
    const choice = await within(again).findByRole('alert', { name: /^Changed on another device by Head office/ });
    expect([...choice.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Yours 95', 'Theirs 100 Use theirs']);
    expect(within(again).getByLabelText<HTMLInputElement>('Calories per serving').value).toBe('95');
  });

  it('shows both versions when another device saved the topping first, and Keep mine sends again from theirs', async () => {
    const theirs = { ...pudding, name: 'Egg Custard', calories: 100, allergens: ['egg'], version: 4 };
    const conflict = { current: theirs, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    const { writes } = toppingServer((sent) =>
      fields(sent.body).version === '3'
        ? Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 })
        : Response.json({ success: true, message: 'Topping Updated Successfully' }),
    );
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Egg Pudding' })).getByRole('button', { name: 'Edit Egg Pudding' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Topping' });
    fill(panel, { 'Calories per serving': '95' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Topping' }));

    const choice = await within(panel).findByRole('alert', { name: /^Changed on another device by Head office at \d{1,2}:02\s?[AP]M$/ });
    const shown = [...choice.querySelectorAll('.edit-conflict__field')].map((f) => [
      f.querySelector('dt')!.textContent,
      ...[...f.querySelectorAll('dd')].map((d) => d.textContent),
    ]);
    expect(shown).toEqual([
      ['Topping Name', 'Yours Egg Pudding', 'Theirs Egg Custard Use theirs'],
      ['Calories per serving', 'Yours 95', 'Theirs 100 Use theirs'],
      ['Contains', 'Yours Milk, Egg', 'Theirs Egg Use theirs'],
    ]);
    expect(screen.getByRole('dialog', { name: 'Update Topping' })).toBeTruthy();

    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Topping Name' }));
    expect(within(panel).getByLabelText<HTMLInputElement>('Topping Name').value).toBe('Egg Custard');
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Topping Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Topping' })).toBeNull());
    expect(writes.map((w) => fields(w.body))).toEqual([
      { name: 'Egg Pudding', calories: '95', sugarG: '10', caffeineMg: '0', allergens: 'milk,egg', vegan: 'false', version: '3' },
      { name: 'Egg Custard', calories: '95', sugarG: '10', caffeineMg: '0', allergens: 'milk,egg', vegan: 'false', version: '4' },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes only after the confirmation, which says the topping leaves every drink', async () => {
    const { writes } = toppingServer(() => Response.json({ success: true, message: 'Topping Deleted Successfully' }));
    renderApp('/dashboard/toppings', adminUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Cheese Foam' })).getByRole('button', { name: 'Delete Cheese Foam' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete topping' });
    expect(within(ask).getByText('Delete the topping “Cheese Foam”? It is taken off every drink that offers it.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete topping' })).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Cheese Foam' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete topping' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Topping Deleted Successfully')).toBeTruthy();
    expect(writes.map((w) => [w.url, w.method])).toEqual([['/api/v1/admin/toppings/cheese-foam', 'DELETE']]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cheese Foam' })).toBeNull());
    expect(screen.getByText('2 toppings')).toBeTruthy();
  });

  it('shows the list this device saved when the server cannot be reached', async () => {
    toppingServer();
    const first = renderApp('/dashboard/toppings', adminUser);
    await screen.findByRole('article', { name: 'Egg Pudding' });
    await waitFor(async () => expect(await readSavedScreen('toppings', adminUser._id)).toBeDefined());
    first.unmount();

    stubDashboardFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/toppings', adminUser);
    expect(await screen.findByRole('article', { name: 'Egg Pudding' })).toBeTruthy();
    expect(screen.getByText(/^Offline: showing what this screen had at \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeTruthy();
  });
});
