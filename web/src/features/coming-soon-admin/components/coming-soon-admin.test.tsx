import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { deleteSavedScreens } from '../../../sync/staff/staff-db';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { ComingSoonFranchise } from '../types';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/coming-soon')]),
);
beforeEach(() => Promise.all([db.outbox.clear(), deleteSavedScreens()]));

const json = (body: unknown, status = 200) => Response.json(body, { status });
const harbor: ComingSoonFranchise = { _id: 'c1', name: 'Harbor Tea', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Coming Soon', version: 5 };

function fakeApi(change: (init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => ((init.method ?? 'GET') === 'GET' ? json({ success: true, franchise: [harbor] }) : change(init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('coming soon screen', () => {
  it("adds a franchise and shows the server's message", async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Coming Soon Franchise Added Successfully' }, 201));
    renderApp('/dashboard/comingsoon', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Coming Soon Franchise' });
    fireEvent.change(within(add).getByLabelText('Franchise Name'), { target: { value: 'Lakeside Tea' } });
    fireEvent.change(within(add).getByLabelText('Franchise Email'), { target: { value: 'lake@example.com' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Franchise' }));

    expect(await screen.findByText('Coming Soon Franchise Added Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/v1/admin/comming/add');
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Lakeside Tea', address: '', email: 'lake@example.com', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(within(add).getByLabelText<HTMLInputElement>('Franchise Name').value).toBe('');
  });

  it('keeps an add made offline on the device, names it in the banner, and sends it with the same clientId once back online', async () => {
    let online = false;
    const fetchMock = fakeApi(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({ success: true, message: 'Coming Soon Franchise Added Successfully' }, 201);
    });
    renderApp('/dashboard/comingsoon', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Coming Soon Franchise' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const name = within(add).getByLabelText<HTMLInputElement>('Franchise Name');
    fireEvent.change(name, { target: { value: 'Lakeside Tea' } });
    fireEvent.change(within(add).getByLabelText('Franchise Email'), { target: { value: 'lake@example.com' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Franchise' }));

    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(name.value).toBe(''));
    const banner = (await screen.findByText('1 change waiting to send:')).parentElement!;
    expect(within(banner).getByRole('listitem').textContent).toBe('New coming-soon franchise: Lakeside Tea');

    online = true;
    const loads = fetchMock.mock.calls.length;
    await flushOutbox({ force: true });
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init!.body as string) as { clientId: string });
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({ name: 'Lakeside Tea', address: '', email: 'lake@example.com', clientId: posts[0].clientId });
    expect(posts[0].clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
    // Once the server has it, the list loads again to show it.
    await waitFor(() => expect(fetchMock.mock.calls.slice(loads).some(([url, init]) => url.includes('/comming') && (init?.method ?? 'GET') === 'GET')).toBe(true));
  });

  it('asks for the name and the email under each field, in plain words and with no browser bubble, sending nothing', async () => {
    const fetchMock = fakeApi(() => json({}));
    renderApp('/dashboard/comingsoon', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Coming Soon Franchise' });
    expect(add.querySelector('form')!.noValidate).toBe(true);
    fireEvent.click(within(add).getByRole('button', { name: 'Add Franchise' }));
    const name = within(add).getByLabelText('Franchise Name');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter the franchise name.');
    expect(within(add).getByText('Please enter an email.')).toBeTruthy();
    expect(within(add).getByLabelText('Franchise Address').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    // Typing clears the old refusals.
    fireEvent.change(name, { target: { value: 'L' } });
    expect(within(add).queryByText('Please enter an email.')).toBeNull();
  });

  it('edits in a prefilled Update Franchise modal that the close icon closes', async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Coming Soon Franchise Updated Successfully' }));
    renderApp('/dashboard/comingsoon', adminUser);
    const table = await screen.findByRole('table', { name: 'All Coming Franchises' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Harbor Tea' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Franchise Address').value).toBe('5 Pier Rd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Update Franchise' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Harbor Tea' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    fireEvent.change(within(dialog).getByLabelText('Franchise Name'), { target: { value: 'Harbor Tea House' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));
    expect(await screen.findByText('Coming Soon Franchise Updated Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/v1/admin/comming/c1');
    // It names the version it was made from, so a newer one saved on another device is not overwritten.
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Harbor Tea House', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Coming Soon', version: 5 });
  });

  it('keeps an edit made offline, shows the row as it will be, marked, and sends only the latest edit once back online', async () => {
    let online = false;
    const delivered: unknown[] = [];
    fakeApi((init) => {
      if (!online) throw new TypeError('Failed to fetch');
      delivered.push(JSON.parse(init.body as string));
      return json({ success: true, message: 'Coming Soon Franchise Updated Successfully' });
    });
    renderApp('/dashboard/comingsoon', adminUser);
    const table = await screen.findByRole('table', { name: 'All Coming Franchises' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Harbor Tea' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'Lease Signed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));

    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Franchise' })).toBeNull());
    const row = (await within(table).findByRole('cell', { name: 'Lease Signed' })).closest('tr')!;
    expect(within(row).getByText('Waiting to send')).toBeTruthy();
    expect((await db.outbox.toArray()).map((item) => item.label)).toEqual(['Changes to Harbor Tea']);

    // A second edit opens with the waiting values and replaces the first.
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Harbor Tea' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Status').value).toBe('Lease Signed');
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'Now Hiring' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));
    expect(await within(table).findByRole('cell', { name: 'Now Hiring' })).toBeTruthy();

    online = true;
    await flushOutbox({ force: true });
    expect(delivered).toEqual([{ name: 'Harbor Tea', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Now Hiring', version: 5 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens an edit that met a newer store in the background with what was typed and the choice', async () => {
    const conflict = { current: { ...harbor, status: 'Lease Signed', version: 6 }, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeApi(() => answer());
    renderApp('/dashboard/comingsoon', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'Now Hiring' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Franchise' })).toBeNull());

    answer = () => json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, 409);
    await flushOutbox({ force: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbor Tea' }));
    const again = await screen.findByRole('dialog', { name: 'Update Franchise' });
    const choice = await within(again).findByRole('alert', { name: /^Changed on another device by Head office/ });
    expect([...choice.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Yours Now Hiring', 'Theirs Lease Signed Use theirs']);
    expect(within(again).getByLabelText<HTMLInputElement>('Status').value).toBe('Now Hiring');
  });

  it('shows both versions in the Update Franchise modal when another device saved first, and Keep mine sends again from theirs', async () => {
    const theirs = { ...harbor, address: '7 Pier Rd', status: 'Lease Signed', version: 6 };
    const conflict = { current: theirs, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    const fetchMock = fakeApi((init) =>
      (JSON.parse(init.body as string) as { version: number }).version === 5
        ? json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, 409)
        : json({ success: true, message: 'Coming Soon Franchise Updated Successfully' }),
    );
    renderApp('/dashboard/comingsoon', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    fireEvent.change(within(dialog).getByLabelText('Franchise Name'), { target: { value: 'Harbor Tea House' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));

    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Head office at \d{1,2}:02\s?[AP]M$/ });
    const shown = [...choice.querySelectorAll('.edit-conflict__field')].map((f) => [
      f.querySelector('dt')!.textContent,
      ...[...f.querySelectorAll('dd')].map((d) => d.textContent),
    ]);
    expect(shown).toEqual([
      ['Franchise Name', 'Yours Harbor Tea House', 'Theirs Harbor Tea Use theirs'],
      ['Franchise Address', 'Yours 5 Pier Rd', 'Theirs 7 Pier Rd Use theirs'],
      ['Status', 'Yours Coming Soon', 'Theirs Lease Signed Use theirs'],
    ]);
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Status' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Status').value).toBe('Lease Signed');
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('Coming Soon Franchise Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Franchise' })).toBeNull());
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([, i]) => JSON.parse(i!.body as string) as unknown)).toEqual([
      { name: 'Harbor Tea House', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Coming Soon', version: 5 },
      { name: 'Harbor Tea House', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Lease Signed', version: 6 },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('changes the status from the Update Franchise modal, and the table shows the new one', async () => {
    let stored = harbor;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return json({ success: true, franchise: [stored] });
      stored = { ...stored, ...(JSON.parse(init.body as string) as Partial<ComingSoonFranchise>) };
      return json({ success: true, message: 'Coming Soon Franchise Updated Successfully', franchise: stored });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/dashboard/comingsoon', adminUser);
    const table = await screen.findByRole('table', { name: 'All Coming Franchises' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Address', 'Status', 'Action']);
    expect(within(table).getByRole('cell', { name: 'Coming Soon' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Harbor Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    const status = within(dialog).getByLabelText<HTMLInputElement>('Status');
    expect(status.value).toBe('Coming Soon');
    expect(status.required).toBe(true);
    const choices = [...status.list!.querySelectorAll('option')].map((o) => o.value);
    expect(choices).toContain('Under Construction');
    fireEvent.change(status, { target: { value: 'Under Construction' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise' }));

    expect(await within(table).findByRole('cell', { name: 'Under Construction' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toMatchObject({ status: 'Under Construction' });
  });

  it('shows a refused status under it in the modal, focused, keeping what was typed', async () => {
    fakeApi(() => json({ success: false, message: 'status: Status is required.', fields: { status: 'Status is required.' } }, 400));
    renderApp('/dashboard/comingsoon', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise' });
    const status = within(dialog).getByLabelText<HTMLInputElement>('Status');
    fireEvent.change(status, { target: { value: '  ' } });
    fireEvent.submit(status.closest('form')!);

    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(
      status
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Status is required.');
    expect(status.value).toBe('  ');
  });

  it("shows the server's message when a delete fails", async () => {
    fakeApi(() => json({ success: false, message: 'Coming soon franchise not found.' }, 404));
    renderApp('/dashboard/comingsoon', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Harbor Tea' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete coming-soon franchise' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coming soon franchise not found.')).toBeTruthy();
  });

  it('shows each refused field under it, named by its label, focuses the first and keeps what was typed', async () => {
    fakeApi(() =>
      json(
        { success: false, message: 'name: Name is required.; email: Enter a valid email address.', fields: { name: 'Name is required.', email: 'Enter a valid email address.' } },
        400,
      ),
    );
    renderApp('/dashboard/comingsoon', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Coming Soon Franchise' });
    const email = within(add).getByLabelText<HTMLInputElement>('Franchise Email');
    fireEvent.change(within(add).getByLabelText('Franchise Name'), { target: { value: '?' } });
    fireEvent.change(email, { target: { value: 'lake@example' } });
    fireEvent.submit(email.closest('form')!);

    expect(await within(add).findByText('Enter a valid email address.')).toBeTruthy();
    const name = within(add).getByLabelText('Franchise Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(add).getByLabelText('Franchise Address').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(email.value).toBe('lake@example');
    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
    expect(screen.queryByText(/name: Name is required/)).toBeNull();
  });

  it('offers Edit before Delete, like every staff table', async () => {
    fakeApi(() => json({}));
    renderApp('/dashboard/comingsoon', adminUser);
    const row = (await screen.findByRole('cell', { name: 'Harbor Tea' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Harbor Tea', 'Delete Harbor Tea']);
  });
});
