import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { deleteSavedScreens, readSavedScreen } from '../../../sync/staff/staff-db';
import { adminUser, franchiseUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/drinks')]),
);
beforeEach(() => Promise.all([db.outbox.clear(), deleteSavedScreens()]));

const drink = (id: string, name: string, seriesId: string, description = '') => ({ _id: id, name, description, seriesId, image: `/api/v1/media/picture/${id}.png` });
const taro = drink('d1', 'Taro Milk Tea', 's1', 'Creamy taro.');
const menu = [taro, drink('d2', 'Brown Sugar Latte', 's1', 'Caramel notes.'), drink('d3', 'Mango Slush', 's2', 'Frozen mango.')];
const series = [
  { _id: 's1', name: 'Milk Tea', image: null, imageId: null, drinks: [] },
  { _id: 's2', name: 'Fruit Tea', image: null, imageId: null, drinks: [] },
];

function menuServer(put = (_body: unknown) => Response.json({ success: true, message: 'Drink Updated Successfully' })) {
  return stubDashboardFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return put(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
      return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: menu } : { success: true, series });
    }),
  );
}

const rowNames = () => screen.getAllByRole('article').map((a) => a.querySelector('h3')!.textContent);

describe('All Drinks', () => {
  it("lists every drink in a dense row with its series, and gives an admin a 'Reviews' button on each", async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', adminUser);
    const row = await screen.findByRole('article', { name: 'Taro Milk Tea' });
    expect(within(row).getByRole('button', { name: 'Reviews of Taro Milk Tea' }).textContent).toBe('Reviews');
    expect(within(row).getByRole('button', { name: 'Edit Taro Milk Tea' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Taro Milk Tea' })).toBeTruthy();
    expect(within(row).getByText('Milk Tea')).toBeTruthy();
    expect(await screen.findByText('3 drinks')).toBeTruthy();
  });

  it('gives a franchise owner no Reviews button, and a small lazy picture per row', async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    const row = await screen.findByRole('article', { name: 'Taro Milk Tea' });
    expect(within(row).queryByRole('button', { name: /Reviews/ })).toBeNull();
    const picture = row.querySelector('img')!;
    expect([picture.getAttribute('src'), picture.getAttribute('loading'), picture.getAttribute('width')]).toEqual([taro.image, 'lazy', '64']);
  });

  it('searches names and descriptions, filters by series and says how many show', async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    await screen.findByRole('article', { name: 'Taro Milk Tea' });
    fireEvent.change(screen.getByLabelText('Search drinks'), { target: { value: 'CARAMEL' } });
    expect(rowNames()).toEqual(['Brown Sugar Latte']);
    expect(screen.getByText('1 of 3 drinks')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search drinks'), { target: { value: '' } });
    await within(screen.getByLabelText('Series')).findByRole('option', { name: 'Fruit Tea' });
    fireEvent.change(screen.getByLabelText('Series'), { target: { value: 's2' } });
    expect(rowNames()).toEqual(['Mango Slush']);
    fireEvent.change(screen.getByLabelText('Search drinks'), { target: { value: 'taro' } });
    expect(screen.getByText('No drinks match your search.')).toBeTruthy();
    expect(screen.getByText('0 of 3 drinks')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    stubDashboardFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/add-drinks', franchiseUser);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0].textContent).toContain("We couldn't reach the server.");
    expect(within(alerts[0]).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('All Drinks offline', () => {
  it('shows the list this device saved, with its time, when the server cannot be reached', async () => {
    menuServer();
    const first = renderApp('/dashboard/add-drinks', franchiseUser);
    await screen.findByRole('article', { name: 'Mango Slush' });
    await waitFor(async () => expect(await readSavedScreen('drinks', franchiseUser._id)).toBeDefined());
    first.unmount();

    stubDashboardFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/add-drinks', franchiseUser);
    expect(await screen.findByRole('article', { name: 'Mango Slush' })).toBeTruthy();
    expect(screen.getByText(/^Offline: showing what this screen had at \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeTruthy();
  });

  it("never shows another account's saved list", async () => {
    menuServer();
    const first = renderApp('/dashboard/add-drinks', adminUser);
    await screen.findByRole('article', { name: 'Mango Slush' });
    await waitFor(async () => expect(await readSavedScreen('drinks', adminUser._id)).toBeDefined());
    first.unmount();

    stubDashboardFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/add-drinks', franchiseUser);
    expect((await screen.findAllByRole('alert'))[0].textContent).toContain("We couldn't reach the server.");
    expect(screen.queryByRole('article', { name: 'Mango Slush' })).toBeNull();
  });
});

describe('the add and edit panel', () => {
  it('offline, says at the top of Add New Drink that adding needs the network, before anything is typed', async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Drink' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Drink' });
    const note = "You're offline: adding a drink needs a connection, as its file is uploaded. What you type stays in this form until you're back online.";
    expect(within(panel).queryByText(note)).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await within(panel).findByText(note)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('refuses an empty Add New Drink by each field, focuses Drink Name and sends nothing', async () => {
    const server = menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Drink' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Drink' });
    await within(panel).findByRole('option', { name: 'Milk Tea' });
    within(panel).getByRole('button', { name: 'Add Drink' }).click();
    await within(panel).findByText('Please enter a drink name.');
    expect(within(panel).getByText('Please choose a series.')).toBeTruthy();
    expect(within(panel).getByText('Please choose an image for the drink.')).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByLabelText('Drink Name'));
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('starts a new drink in the series the list is filtered to', async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    await within(await screen.findByLabelText('Series')).findByRole('option', { name: 'Fruit Tea' });
    fireEvent.change(screen.getByLabelText('Series'), { target: { value: 's2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Drink' }));
    const panel = await screen.findByRole('dialog', { name: 'Add New Drink' });
    expect(within(panel).getByLabelText<HTMLSelectElement>('Series').value).toBe('s2');
  });

  it('Update Drink starts from the drink and sends the edit once, as JSON, through the outbox', async () => {
    const sent: unknown[] = [];
    menuServer((body) => (sent.push(body), Response.json({ success: true, message: 'Drink Updated Successfully' })));
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    const name = within(panel).getByLabelText<HTMLInputElement>('Drink Name');
    expect([name.value, within(panel).getByLabelText<HTMLTextAreaElement>('Description').value]).toEqual(['Taro Milk Tea', 'Creamy taro.']);
    fireEvent.change(name, { target: { value: ' Taro Latte ' } });
    within(panel).getByRole('button', { name: 'Update Drink' }).click();
    expect(await screen.findByText('Drink Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    expect(sent).toEqual([{ name: 'Taro Latte', description: 'Creamy taro.', seriesId: 's1' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a name the server refuses under the field and keeps the panel open with what was typed', async () => {
    const taken = 'There is already a drink called “Mango Slush” in this series. Please choose another name.';
    menuServer(() => Response.json({ success: false, message: taken, fields: { name: taken } }, { status: 409 }));
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    fireEvent.change(within(panel).getByLabelText('Drink Name'), { target: { value: 'Mango Slush' } });
    within(panel).getByRole('button', { name: 'Update Drink' }).click();
    expect(await within(panel).findByText(taken)).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLInputElement>('Drink Name').value).toBe('Mango Slush');
    expect(within(panel).getByLabelText('Drink Name').getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an edit made offline on the device, marks the row as waiting, and sends it when the connection returns', async () => {
    let online = false;
    const sent: unknown[] = [];
    menuServer((body) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(body);
      return Response.json({ success: true, message: 'Drink Updated Successfully' });
    });
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    fireEvent.change(within(panel).getByLabelText('Drink Name'), { target: { value: 'Taro Cloud' } });
    within(panel).getByRole('button', { name: 'Update Drink' }).click();
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    const row = await screen.findByRole('article', { name: 'Taro Cloud' });
    expect(within(row).getByText('Waiting to send')).toBeTruthy();

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    await waitFor(() => expect(sent).toEqual([{ name: 'Taro Cloud', description: 'Creamy taro.', seriesId: 's1' }]));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  });

  it('a second offline edit of the drink replaces the waiting one: one PUT, with the last values and the first version', async () => {
    let online = false;
    const sent: unknown[] = [];
    stubDashboardFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method !== 'PUT') return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [{ ...taro, version: 4 }] } : { success: true, series });
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ success: true, message: 'Drink Updated Successfully' });
      }),
    );
    renderApp('/dashboard/add-drinks', franchiseUser);
    for (const description of ['First try.', 'Second thought.']) {
      fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
      const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
      fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: description } });
      within(panel).getByRole('button', { name: 'Update Drink' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    }
    expect(await db.outbox.count()).toBe(1);

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    expect(sent).toEqual([{ name: 'Taro Milk Tea', description: 'Second thought.', seriesId: 's1', version: 4 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks before closing with unsaved changes, on Cancel and on Escape, and keeps them on Keep editing', async () => {
    menuServer();
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    // Nothing changed: Cancel just closes.
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const again = await screen.findByRole('dialog', { name: 'Update Drink' });
    fireEvent.change(within(again).getByLabelText('Drink Name'), { target: { value: 'Half typed' } });
    fireEvent(again, new Event('cancel', { cancelable: true }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(again).getByLabelText<HTMLInputElement>('Drink Name').value).toBe('Half typed');

    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
  });
});

describe('an edit kept offline that met a newer version (two tablets)', () => {
  const changedAt = Date.UTC(2026, 11, 2, 21, 2);
  // The other tablet saved first: the server holds its version, 2.
  const theirs = { ...taro, description: 'Creamy taro, from the other tablet.', version: 2 };
  const typedOffline = { name: 'Taro Milk Tea', description: 'Creamy taro, typed offline.', seriesId: 's1', version: 1 };

  /** What the outbox keeps when the edit typed offline meets the other tablet's version in the background. */
  const keepConflicted = (payload = typedOffline) =>
    db.outbox.add({
      clientId: 'kept-1',
      kind: 'drink-update',
      target: 'd1',
      payload,
      label: 'Changes to Taro Milk Tea',
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
      status: 'failed',
      error: 'Changed on another device by Lone Star Boba Co.',
      fields: {},
      conflict: { current: theirs, changedBy: 'Lone Star Boba Co.', changedAt },
    });

  function serverWithTheirs() {
    const sent: unknown[] = [];
    const server = stubDashboardFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') return (sent.push(JSON.parse(String(init.body))), Response.json({ success: true, message: 'Drink Updated Successfully' }));
        return Response.json(url.endsWith('/user/menu/drinks') ? { success: true, drinks: [theirs, ...menu.slice(1)] } : { success: true, series });
      }),
    );
    return { server, sent };
  }

  const heading = /^Changed on another device by Lone Star Boba Co\. at \d{1,2}:\d{2}\s?[AP]M$/;

  it('opens the drink with what was typed offline and both versions; Keep mine saves it over the other version', async () => {
    await keepConflicted();
    const { sent } = serverWithTheirs();
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    const choice = await within(panel).findByRole('alert');
    expect(within(choice).getByRole('heading').textContent).toMatch(heading);
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Creamy taro, typed offline.');
    const field = within(choice).getByText('Description').parentElement!;
    expect(field.textContent).toContain('Yours Creamy taro, typed offline.');
    expect(field.textContent).toContain('Theirs Creamy taro, from the other tablet.');

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Drink Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    expect(sent).toEqual([{ name: 'Taro Milk Tea', description: 'Creamy taro, typed offline.', seriesId: 's1', version: 2 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens by address from the outbox list; Take theirs drops the kept edit and sends nothing', async () => {
    const { markOutboxInUse } = await import('../../../sync/outbox-in-use');
    await keepConflicted();
    markOutboxInUse();
    const { sent } = serverWithTheirs();
    const view = renderApp('/dashboard/menu', franchiseUser);
    const queue = await screen.findByRole('complementary', { name: 'Waiting to send' });
    const link = await within(queue).findByRole('link', { name: 'Compare and choose Changes to Taro Milk Tea' });
    fireEvent.click(link);
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    expect(view.at().pathname + view.at().search).toBe('/dashboard/add-drinks/?edit=d1');
    const choice = await within(panel).findByRole('alert');
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Creamy taro, typed offline.');

    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    expect(view.at().search).toBe('');
    expect(await db.outbox.count()).toBe(0);
    expect(sent).toEqual([]);
    expect(await screen.findByText('Creamy taro, from the other tablet.')).toBeTruthy();
  });

  it('Use theirs copies one field, and the save names the other version', async () => {
    await keepConflicted({ ...typedOffline, name: 'Taro Cloud' });
    const { sent } = serverWithTheirs();
    renderApp('/dashboard/add-drinks/?edit=d1', franchiseUser);
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    const choice = await within(panel).findByRole('alert');
    expect(within(panel).getByLabelText<HTMLInputElement>('Drink Name').value).toBe('Taro Cloud');
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Description' }));
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Creamy taro, from the other tablet.');
    within(panel).getByRole('button', { name: 'Update Drink' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    expect(sent).toEqual([{ name: 'Taro Cloud', description: 'Creamy taro, from the other tablet.', seriesId: 's1', version: 2 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says so and shows the choice in a panel already open when the waiting edit meets the other version on reconnect', async () => {
    let online = false;
    menuServer(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return Response.json(
        { success: false, message: 'This was changed on another device since you opened it.', conflict: { current: theirs, changedBy: 'Lone Star Boba Co.', changedAt } },
        { status: 409 },
      );
    });
    renderApp('/dashboard/add-drinks', franchiseUser);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const panel = await screen.findByRole('dialog', { name: 'Update Drink' });
    fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: 'Creamy taro, typed offline.' } });
    within(panel).getByRole('button', { name: 'Update Drink' }).click();
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Drink' })).toBeNull());
    fireEvent.click(within(await screen.findByRole('article', { name: 'Taro Milk Tea' })).getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const again = await screen.findByRole('dialog', { name: 'Update Drink' });
    expect(within(again).queryByRole('alert')).toBeNull();

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    const { announceBackgroundSends } = await import('../../../components/outbox/outbox-toasts');
    const stop = await announceBackgroundSends({});
    try {
      await flushOutbox({ force: true });
    } finally {
      stop();
    }
    const choice = await within(again).findByRole('alert');
    expect(within(choice).getByRole('heading').textContent).toMatch(heading);
    expect(within(again).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Creamy taro, typed offline.');
    expect(within(choice).getByRole('button', { name: 'Use theirs: Description' })).toBeTruthy();
    // Told at once, not only by the queue's list.
    expect(
      await screen.findByText(
        /^Not sent: Changes to Taro Milk Tea\. Changed on another device by Lone Star Boba Co\. at \d{1,2}:\d{2}\s?[AP]M\. Both versions are kept: compare and choose under “Waiting to send”\.$/,
      ),
    ).toBeTruthy();
  });
});
