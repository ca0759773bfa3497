import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { ComingSoonFranchise } from '../types';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/coming-soon')]),
);

const json = (body: unknown, status = 200) => Response.json(body, { status });
const harbor: ComingSoonFranchise = { _id: 'c1', name: 'Harbor Tea', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Coming Soon' };

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

  it('retries a failed add with the same clientId, keeping what was typed, and sends a new one for the next', async () => {
    let posts = 0;
    const fetchMock = fakeApi(() => {
      posts += 1;
      if (posts === 1) throw new TypeError('Failed to fetch');
      return json({ success: true, message: 'Coming Soon Franchise Added Successfully' }, 201);
    });
    renderApp('/dashboard/comingsoon', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Coming Soon Franchise' });
    const name = within(add).getByLabelText<HTMLInputElement>('Franchise Name');
    const submit = async (times: number) => {
      fireEvent.click(within(add).getByRole('button', { name: 'Add Franchise' }));
      await waitFor(() => expect(posts).toBe(times));
      await waitFor(() => expect(within(add).getByRole<HTMLButtonElement>('button', { name: 'Add Franchise' }).disabled).toBe(false));
    };
    fireEvent.change(name, { target: { value: 'Lakeside Tea' } });
    fireEvent.change(within(add).getByLabelText('Franchise Email'), { target: { value: 'lake@example.com' } });
    await submit(1);
    expect(name.value).toBe('Lakeside Tea');
    await submit(2);
    expect(name.value).toBe('');
    fireEvent.change(name, { target: { value: 'Riverside Tea' } });
    fireEvent.change(within(add).getByLabelText('Franchise Email'), { target: { value: 'river@example.com' } });
    await submit(3);

    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => (JSON.parse(init!.body as string) as { clientId: string }).clientId);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
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
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Harbor Tea House', address: '5 Pier Rd', email: 'harbor@example.com', status: 'Coming Soon' });
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
