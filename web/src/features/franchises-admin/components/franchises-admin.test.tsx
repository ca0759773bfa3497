import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { FranchiseAccount } from '../types';
import { pngFile } from '../../../../../worker/test/png';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/franchises')]),
);

const downtown: FranchiseAccount = {
  _id: 'f1',
  email: 'downtown@example.com',
  role: 'franchise',
  franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana Ruiz', address: '1 Main St', image: null },
};

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Answers the list with `list()` and every change with `change(init)`. */
function fakeApi(change: (init: RequestInit, url: string) => Response, list: () => FranchiseAccount[] = () => [downtown]) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => ((init.method ?? 'GET') === 'GET' ? json({ success: true, franchises: list() }) : change(init, url)));
  return stubDashboardFetch(fetchMock);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function fillAddForm() {
  const form = screen.getByRole('region', { name: 'Add a New Franchisee' });
  const values: [string, string][] = [
    ['Name', 'Uptown Tea'],
    ['Email', 'uptown@example.com'],
    ['Phone Number', '5559876543'],
    ['Owner Name', 'Bo Li'],
    ['Franchise Address', '9 High St'],
    ['Create Password', 'long-password'],
  ];
  for (const [label, value] of values) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const picture = pngFile('shop.png');
  fireEvent.change(within(form).getByLabelText('Franchise Picture'), { target: { files: [picture] } });
  // The picture is checked by its first bytes before it shows.
  await within(form).findByRole('img', { name: 'Preview of the chosen picture' });
  return { form, picture };
}

describe('franchises screen', () => {
  it('lists franchises under Name, Email, Number, Owner Name, Actions', async () => {
    fakeApi(() => json({}));
    renderApp('/dashboard', adminUser);
    const table = await screen.findByRole('table', { name: 'Franchisees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Number', 'Owner Name', 'Actions']);
    expect(within(table).getByRole('cell', { name: '5551234567' })).toBeTruthy();
    expect(field('Phone Number').inputMode).toBe('numeric');
    expect(field('Franchise Picture').accept).toBe('image/*');
  });

  it('adds a franchise as multipart, toasts, clears the form and reloads the list', async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Franchise Added Successfully' }, 201));
    renderApp('/dashboard', adminUser);
    await screen.findByRole('table', { name: 'Franchisees' });
    const { form, picture } = await fillAddForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Franchisee' }));

    expect(await screen.findByText('Franchise Added Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/v1/admin/action/franchise/add');
    const body = init!.body as FormData;
    expect(Object.fromEntries(Array.from(body.entries()).filter(([k]) => k !== 'image'))).toEqual({
      name: 'Uptown Tea',
      email: 'uptown@example.com',
      phone: '5559876543',
      owner_name: 'Bo Li',
      address: '9 High St',
      password: 'long-password',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((body.get('image') as File).name).toBe(picture.name);
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Create Password').value).toBe('');
    expect(fetchMock.mock.calls.filter(([, i]) => (i?.method ?? 'GET') === 'GET')).toHaveLength(2);
  });

  it("shows the server's message and keeps the form when adding fails", async () => {
    fakeApi(() => json({ success: false, message: 'A user with this email already exists.' }, 409));
    renderApp('/dashboard', adminUser);
    await screen.findByRole('table', { name: 'Franchisees' });
    const { form } = await fillAddForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Franchisee' }));

    expect(await screen.findByText('A user with this email already exists.')).toBeTruthy();
    expect(field('Name').value).toBe('Uptown Tea');
    expect(field('Create Password').value).toBe('long-password');
  });

  it('updates name, email, phone, owner and address from the Update Franchisee modal', async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Franchise Updated Successfully' }));
    renderApp('/dashboard', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Downtown Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchisee' });
    expect(within(dialog).queryByLabelText('Create Password')).toBeNull();
    expect(within(dialog).queryByLabelText('Franchise Picture')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Owner Name'), { target: { value: 'Ana R. Ruiz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchisee' }));

    expect(await screen.findByText('Franchise Updated Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/v1/admin/action/franchise/f1');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'downtown@example.com',
      franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana R. Ruiz', address: '1 Main St' },
    });
  });

  it('shows a refused profile field under it in the Update Franchisee modal, focused, keeping what was typed', async () => {
    const phone = 'Enter a phone number of 7 to 20 digits, spaces, +, - or parentheses.';
    fakeApi(() => json({ success: false, message: `franchise.phone: ${phone}`, fields: { phone } }, 400));
    renderApp('/dashboard', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Downtown Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchisee' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('Phone Number');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchisee' }));

    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(phone);
    expect(input.value).toBe('12');
    expect(within(dialog).getByLabelText('Owner Name').getAttribute('aria-invalid')).toBeNull();
    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
  });

  it('deletes only after confirming', async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Franchise Deleted Successfully' }));
    renderApp('/dashboard', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Downtown Tea' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete franchisee' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Downtown Tea' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete franchisee' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Franchise Deleted Successfully')).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')?.[0]).toBe('/api/v1/admin/action/franchise/f1');
  });

  it('filters by name through ?name after a pause in typing', async () => {
    const fetchMock = fakeApi(() => json({}));
    const { at } = renderApp('/dashboard', adminUser);
    await screen.findByRole('table', { name: 'Franchisees' });
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search franchisees by name' }), { target: { value: 'down' } });
      expect(at().search).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(400));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(at().search).toBe('?name=down'));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/admin/action/franchises?name=down'));
  });

  it('says when no franchise matches the search', async () => {
    fakeApi(
      () => json({}),
      () => [],
    );
    renderApp('/dashboard?name=zzz', adminUser);
    expect(await screen.findByText('No franchisee’s name contains “zzz”.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('zzz');
  });
});

describe('setting a new password for an owner who forgot theirs', () => {
  it('sends the new password to the franchise and says so', async () => {
    const fetchMock = fakeApi(() => json({ success: true, message: 'Password Updated Successfully' }));
    renderApp('/dashboard', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Set a new password for Downtown Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    fireEvent.change(within(dialog).getByLabelText('New password (at least 8 characters)'), { target: { value: 'fresh-password-1' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(url).toBe('/api/v1/admin/action/franchise/f1/password');
    expect(JSON.parse(String(init!.body))).toEqual({ password: 'fresh-password-1' });
    await screen.findByText('Password Updated Successfully');
  });
});

describe('Update Franchisee when another session changed the account (issue #51)', () => {
  const versioned: FranchiseAccount = { ...downtown, version: 2 };
  /** The 409 of a stale edit: the account as it is now, and who saved it when (worker contract/row-version.ts). */
  const stale = () =>
    json(
      {
        success: false,
        message: 'This was changed on another device since you opened it.',
        conflict: {
          current: { ...versioned, email: 'hello@downtowntea.com', franchise: { ...downtown.franchise, phone: '5550001111' }, version: 3 },
          changedBy: 'Head office',
          changedAt: Date.UTC(2025, 4, 2, 15, 2),
        },
      },
      409,
    );
  /** Answers each PUT in turn (the last one repeats); the bodies they carried. */
  function server(...answers: (() => Response)[]) {
    const puts: unknown[] = [];
    fakeApi(
      (init) => (puts.push(JSON.parse(init.body as string)), answers[Math.min(puts.length, answers.length) - 1]()),
      () => [versioned],
    );
    return puts;
  }
  async function editOwner() {
    renderApp('/dashboard', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Downtown Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchisee' });
    fireEvent.change(within(dialog).getByLabelText('Owner Name'), { target: { value: 'Ana R. Ruiz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchisee' }));
    return { dialog, choice: await within(dialog).findByRole('alert', { name: /^Changed on another device by Head office at / }) };
  }
  const updated = () => json({ success: true, message: 'Franchise Updated Successfully' });
  const row = (choice: HTMLElement, label: string) => within(choice).getByText(label).parentElement!.textContent;

  it('names the version; a stale edit shows Yours and Theirs, and Keep mine sends again with their version', async () => {
    const puts = server(stale, updated);
    const { dialog, choice } = await editOwner();
    expect(puts[0]).toEqual({
      email: 'downtown@example.com',
      franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana R. Ruiz', address: '1 Main St' },
      version: 2,
    });
    expect(row(choice, 'Email')).toMatch(/Yours downtown@example\.com.*Theirs hello@downtowntea\.com/);
    expect(row(choice, 'Phone Number')).toMatch(/Yours 5551234567.*Theirs 5550001111/);
    expect(row(choice, 'Owner Name')).toMatch(/Yours Ana R\. Ruiz.*Theirs Ana Ruiz/);
    // Fields both sides agree on are not listed.
    expect(within(choice).queryByText('Address')).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Owner Name').value).toBe('Ana R. Ruiz');

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Franchise Updated Successfully')).toBeTruthy();
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({
      email: 'downtown@example.com',
      franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana R. Ruiz', address: '1 Main St' },
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Franchisee' })).toBeNull());
  });

  it('Use theirs copies their email into the form, and the save takes from both under their version', async () => {
    const puts = server(stale, updated);
    const { dialog, choice } = await editOwner();
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Email' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('hello@downtowntea.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Franchisee' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ email: 'hello@downtowntea.com', franchise: { owner_name: 'Ana R. Ruiz', phone: '5551234567' }, version: 3 });
  });

  it('Take theirs closes the dialog and sends nothing more', async () => {
    const puts = server(stale);
    const { choice } = await editOwner();
    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Franchisee' })).toBeNull());
    expect(puts).toHaveLength(1);
  });
});
