import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { deleteSavedScreens } from '../../../sync/staff/staff-db';
import { adminUser, franchiseUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { storeFixture } from '../../../test/store-fixture';
import { draftFromLocation, draftToFields } from '../location-draft';
import type { Location } from '../types';
import { pngFile } from '../../../../../worker/test/png';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/location')]),
);

// A franchise owner's hours go through the outbox (IndexedDB); each test starts with nothing queued or saved.
beforeEach(() => Promise.all([db.outbox.clear(), deleteSavedScreens()]));

const json = (body: unknown, status = 200) => Response.json(body, { status });
const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const downtown: Location = storeFixture({
  _id: 'l1',
  name: 'Downtown',
  address: '1 Main St',
  email: 'downtown@example.com',
  thirdPartyLink: 'https://order.example.com/downtown',
  image: '/api/v1/media/picture/a.png',
  timings: week.map((day) => (day === 'Sunday' ? { day, openTime: null, closingTime: null } : { day, openTime: '09:00', closingTime: '21:00' })),
});

const saved = (init: RequestInit) => json({ success: true, message: init.method === 'PUT' ? 'Location updated successfully' : 'Location added successfully' }, 201);
const account = (_id: string, name: string) => ({
  _id,
  email: `${_id}@example.com`,
  role: 'franchise',
  franchise: { name, phone: '5125550100', owner_name: 'Owner', address: 'Austin', image: null },
});
const franchiseAccounts = [account('f1', 'Lone Star Boba Co.'), account('f2', 'Pearl Partners San Jose')];

/** The location API (`change` answers a save), and the franchise accounts (a failure when `franchises` is a status). */
function fakeApi({ stores = [downtown], franchises = 200, change = saved }: { stores?: Location[]; franchises?: number; change?: (init: RequestInit) => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/v1/admin/action/franchises'))
      return franchises === 200 ? json({ success: true, franchises: franchiseAccounts }) : json({ success: false, message: 'Server error' }, franchises);
    return (init.method ?? 'GET') === 'GET' ? json({ success: true, locations: stores }) : change(init);
  });
  // The dashboard's own calls (its counts, the chat) answer as the dashboard expects, so a reconnect keeps the session.
  return stubDashboardFetch(fetchMock);
}

function fillText(scope: HTMLElement) {
  const values: [string, string][] = [
    ['Name', 'Uptown'],
    ['Address', '9 High St'],
    ['Email', 'uptown@example.com'],
    ['Online ordering link (optional)', 'https://order.example.com/uptown'],
  ];
  for (const [label, value] of values) fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Opens 'Add Location' from the screen's header. */
async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Location' }));
  return screen.findByRole('dialog', { name: 'Add Location' });
}

/** Opens 'Update Location' for a row of the table. */
async function openEdit(name: string) {
  fireEvent.click(within(await screen.findByRole('table', { name: 'All Locations' })).getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Update Location' });
}

/** Chooses a real picture and waits for its preview (it is checked by its first bytes first). */
async function choosePicture(scope: HTMLElement) {
  fireEvent.change(within(scope).getByLabelText('Store Picture'), { target: { files: [pngFile('store.png')] } });
  await within(scope).findByRole('img', { name: 'Preview of the chosen picture' });
}

describe('location screen', () => {
  it("asks for a picture with 'Please provide an image file' and sends nothing", async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await openAdd();
    fillText(add);
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    fireEvent.submit(add.querySelector('form')!);

    expect((await within(add).findByRole('alert')).textContent).toBe('Please provide an image file');
    expect(fetchMock.mock.calls.every(([, i]) => (i?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('adds a location with hours for every day, a closed Sunday and the picture', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await openAdd();
    fillText(add);
    const monday = within(add).getByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Open'), { target: { value: '08:30' } });
    fireEvent.change(within(monday).getByLabelText('Closing'), { target: { value: '00:00' } });
    fireEvent.click(within(add).getByRole('button', { name: "Use Monday's hours for every day" }));
    fireEvent.click(within(within(add).getByRole('group', { name: 'Sunday' })).getByLabelText('Closed'));
    await choosePicture(add);
    fireEvent.submit(add.querySelector('form')!);

    expect(await screen.findByText('Location added successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/v1/admin/location/add');
    const body = init!.body as FormData;
    expect(body.get('name')).toBe('Uptown');
    expect(body.get('thirdPartyLink')).toBe('https://order.example.com/uptown');
    expect(JSON.parse(body.get('timings') as string)).toEqual(
      week.map((day) => (day === 'Sunday' ? { day, openTime: null, closingTime: null } : { day, openTime: '08:30', closingTime: '00:00' })),
    );
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('clientId')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Location' })).toBeNull());
  });

  it('updates a location, keeping its picture unless a new one is chosen', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Downtown');
    expect(within(within(dialog).getByRole('group', { name: 'Sunday' })).getByLabelText<HTMLInputElement>('Closed').checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '2 Main St' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/v1/admin/location/l1');
    const body = init!.body as FormData;
    expect(body.get('address')).toBe('2 Main St');
    expect(body.get('isImageUpdated')).toBe('false');
    expect(body.get('image')).toBeNull();
    expect(JSON.parse(body.get('timings') as string)).toEqual(downtown.timings);
  });

  it("sets the store's time zone, coordinates and a special date, refusing a special date without a date first", async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Time zone').value).toBe('America/Chicago');
    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'America/Denver' } });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '39.7392' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-104.9903' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a special date' }));
    fireEvent.submit(dialog.querySelector('form')!);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Give each special day a date, or remove it.');
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-26' } });
    fireEvent.change(within(dialog).getByLabelText('Label (optional)'), { target: { value: 'Thanksgiving' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')![1]!.body as FormData;
    expect([body.get('timeZone'), body.get('latitude'), body.get('longitude')]).toEqual(['America/Denver', '39.7392', '-104.9903']);
    expect(JSON.parse(body.get('specialHours') as string)).toEqual([{ date: '2026-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' }]);
  });

  it('shows what the server refused under each field, hours included, focuses the first and keeps what was typed', async () => {
    const phone = 'Enter a phone number of 7 to 20 digits, spaces, +, - or parentheses.';
    const hours = 'Give both times for Monday, or neither when closed.';
    fakeApi({ change: () => json({ success: false, message: `timings: ${hours}; phone: ${phone}`, fields: { timings: hours, phone } }, 400) });
    renderApp('/dashboard/location', adminUser);
    const add = await openAdd();
    fillText(add);
    fireEvent.change(within(add).getByLabelText('Phone'), { target: { value: 'call us' } });
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    await choosePicture(add);
    fireEvent.submit(add.querySelector('form')!);

    const phoneInput = within(add).getByLabelText<HTMLInputElement>('Phone');
    await waitFor(() => expect(phoneInput.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phoneInput.getAttribute('aria-describedby')!)?.textContent).toBe(phone);
    const week = within(add).getByRole('group', { name: 'Opening hours' });
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(week.getAttribute('aria-describedby')!)?.textContent).toBe(hours);
    // The first refused field in the form's order (contact details come before the hours) takes the focus.
    expect(document.activeElement).toBe(phoneInput);
    expect(within(add).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(phoneInput.value).toBe('call us');
    expect(within(add).getByLabelText<HTMLInputElement>('Name').value).toBe('Uptown');
    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
    expect(screen.queryByText(/timings: /)).toBeNull();
  });

  it('shows a refused time zone or coordinate in the Update Location panel, focused', async () => {
    const latitude = 'Latitude must be between -90 and 90.';
    fakeApi({ change: () => json({ success: false, message: `latitude: ${latitude}`, fields: { latitude } }, 400) });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '97.5' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-97.7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    const input = within(dialog).getByLabelText<HTMLInputElement>('Latitude');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(latitude);
    expect(input.value).toBe('97.5');
    expect(screen.getByRole('dialog', { name: 'Update Location' })).toBe(dialog);
  });

  it('offers the franchise accounts to run a new store, None first, and sends the one picked', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await openAdd();
    const runBy = within(add).getByLabelText<HTMLSelectElement>('Run by franchise');
    await within(add).findByRole('option', { name: 'Pearl Partners San Jose' });
    expect([...runBy.options].map((o) => o.text)).toEqual(['None', 'Lone Star Boba Co.', 'Pearl Partners San Jose']);
    expect(runBy.value).toBe('');
    fillText(add);
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    fireEvent.change(runBy, { target: { value: 'f2' } });
    await choosePicture(add);
    fireEvent.submit(add.querySelector('form')!);

    expect(await screen.findByText('Location added successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('f2');
  });

  it("shows the store's franchise in the update form, and None unlinks it", async () => {
    const fetchMock = fakeApi({ stores: [{ ...downtown, franchiseId: 'f1' }] });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    const runBy = within(dialog).getByLabelText<HTMLSelectElement>('Run by franchise');
    await within(dialog).findByRole('option', { name: 'Lone Star Boba Co.' });
    expect(runBy.selectedOptions[0].text).toBe('Lone Star Boba Co.');
    fireEvent.change(runBy, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('');
  });

  it('keeps the saved franchise when the accounts cannot be loaded, and says so', async () => {
    const fetchMock = fakeApi({ stores: [{ ...downtown, franchiseId: 'f1' }], franchises: 500 });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    expect(await within(dialog).findByText('The franchise accounts could not be loaded; the store keeps the one it has.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Run by franchise').selectedOptions[0].text).toBe('The franchise saved with this store');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('f1');
  });

  it('lists each store with its address, who runs it, today’s hours in its time zone and whether it is open now', async () => {
    fakeApi({
      stores: [
        { ...downtown, franchiseId: 'f2', timeZone: 'America/Los_Angeles' },
        { ...downtown, _id: 'l2', name: 'Airport', franchiseId: null },
      ],
    });
    renderApp('/dashboard/location', adminUser);
    const table = await screen.findByRole('table', { name: 'All Locations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Location', 'Run by', 'Today', 'Now', 'Action']);
    await within(table).findByRole('cell', { name: 'Pearl Partners San Jose' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first).slice(0, 2)).toEqual(['Downtown1 Main St', 'Pearl Partners San Jose']);
    expect(cells(second)[1]).toBe('Head office');
    // Today is a Sunday (closed) or a day of 9 to 9, in the store's own time zone, which the cell names.
    expect(cells(first)[2]).toMatch(/^(Closed|9:00 am – 9:00 pm)Pacific time$/);
    expect(cells(second)[2]).toMatch(/Central time$/);
    expect(cells(first)[3]).toMatch(/^(Open till|Closing soon|Opens at|Closed)/);
  });

  it('starts the form with name and address, refuses missing ones under each field with no browser bubbles, and takes no ordering link', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await openAdd();
    const form = add.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    const labels = [...form.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels.slice(0, 4)).toEqual(['Name', 'Address', 'Email', 'Online ordering link (optional)']);
    expect(within(add).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    fireEvent.click(within(add).getByRole('button', { name: 'Add Location' }));
    const name = within(add).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter the store’s name.');
    expect(within(add).getByText('Please enter the store’s address.')).toBeTruthy();
    expect(within(add).getByText('Please enter the store’s email.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);

    fillText(add);
    fireEvent.change(within(add).getByLabelText('Online ordering link (optional)'), { target: { value: '' } });
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    await choosePicture(add);
    fireEvent.click(within(add).getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Location added successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body as FormData;
    expect(body.get('thirdPartyLink')).toBe('');
  });
});

describe("head office's store edits offline and from two devices", () => {
  const versioned: Location = { ...downtown, phone: '512 555 0100', version: 3, hoursVersion: 5 };
  const stale = (current: Location, changedBy = 'Lone Star Boba Co.') =>
    json({ success: false, message: 'This was changed on another device since you opened it.', conflict: { current, changedBy, changedAt: Date.UTC(2026, 10, 2, 21, 2) } }, 409);
  const sentForm = (fetchMock: ReturnType<typeof fakeApi>, n: number) => fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')[n][1]!.body as FormData;

  /** Answers how to come back: the test then flushes the outbox itself, as the reconnect would. */
  function goOffline() {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    return () => offline.mockRestore();
  }

  it('keeps an edit without a new picture on the device offline, names the store in the banner and sends it once when back', async () => {
    let online = false;
    const fetchMock = fakeApi({
      stores: [versioned],
      change: (init) => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved(init);
      },
    });
    renderApp('/dashboard/location', adminUser);
    await screen.findByRole('table', { name: 'All Locations' });
    const back = goOffline();
    const dialog = await openEdit('Downtown');
    // Said before anything is typed: what waits, and what needs the network.
    expect(
      within(dialog).getByText("You're offline: a new store picture needs a connection. Changes without a new picture are kept on this device and sent when you're back online."),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '512 555 0142' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '2 Main St' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Location' })).toBeNull());
    const table = screen.getByRole('table', { name: 'All Locations' });
    const row = (await within(table).findByText('Waiting to send')).closest('tr')!;
    expect(within(row).getByText('2 Main St')).toBeTruthy();
    const banner = screen.getAllByRole('status').find((s) => s.classList.contains('offline-banner'))!;
    expect(within(banner).getByRole('listitem').textContent).toBe('Changes to Downtown');

    online = true;
    back();
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'All Locations' })).queryByText('Waiting to send')).toBeNull());
    const puts = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT');
    // The first was refused by the missing network; only the second arrived, made from the versions the form opened with.
    expect(puts.map(([url]) => url)).toEqual(['/api/v1/admin/location/l1', '/api/v1/admin/location/l1']);
    const body = sentForm(fetchMock, 1);
    expect([body.get('phone'), body.get('address'), body.get('isImageUpdated'), body.get('image')]).toEqual(['512 555 0142', '2 Main St', 'false', null]);
    expect([body.get('version'), body.get('hoursVersion')]).toEqual(['3', '5']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, keeps a new picture and everything typed in the form until the connection returns, sending nothing', async () => {
    const fetchMock = fakeApi({ stores: [versioned] });
    renderApp('/dashboard/location', adminUser);
    await screen.findByRole('table', { name: 'All Locations' });
    const dialog = await openEdit('Downtown');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '512 555 0142' } });
    fireEvent.change(within(dialog).getByLabelText('Store Picture (optional)'), { target: { files: [pngFile('store.png')] } });
    await within(dialog).findByRole('img', { name: 'Preview of the chosen picture' });
    const back = goOffline();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(
      await within(dialog).findByText("You're offline. Saving a new picture needs a connection; what you entered is still here, so try again when you're back online."),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('512 555 0142');
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen picture' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    back();
  });

  it('offline, Add Location says at once that a new store needs the network (its picture is uploaded) and sends nothing on Save', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    await screen.findByRole('table', { name: 'All Locations' });
    const back = goOffline();
    const add = await openAdd();
    expect(
      within(add).getByText("You're offline: adding a location needs a connection, as its file is uploaded. What you type stays in this form until you're back online."),
    ).toBeTruthy();
    fillText(add);
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    await choosePicture(add);
    fireEvent.click(within(add).getByRole('button', { name: 'Add Location' }));
    expect(
      await within(add).findByText("You're offline. Adding a location needs a connection; what you entered is still here, so try again when you're back online."),
    ).toBeTruthy();
    expect(within(add).getByLabelText<HTMLInputElement>('Name').value).toBe('Uptown');
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    back();
  });

  it('shows both versions when another device saved the store meanwhile, and Keep mine sends mine over theirs', async () => {
    const theirs: Location = {
      ...versioned,
      phone: '512 555 0199',
      version: 4,
      hoursVersion: 6,
      timings: versioned.timings.map((d) => (d.day === 'Monday' ? { ...d, openTime: '07:00' } : d)),
    };
    let puts = 0;
    const fetchMock = fakeApi({ stores: [versioned], change: (init) => (++puts === 1 ? stale(theirs) : saved(init)) });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '512 555 0142' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Lone Star Boba Co\. at / });
    const fields = [...choice.querySelectorAll('.edit-conflict__field')].map((f) => f.textContent);
    expect(fields).toEqual([
      'PhoneYours 512 555 0142Theirs 512 555 0199 Use theirs',
      'Opening hoursYours Mon 09:00–21:00, Tue 09:00–21:00, Wed 09:00–21:00, Thu 09:00–21:00, Fri 09:00–21:00, Sat 09:00–21:00, Sun closed' +
        'Theirs Mon 07:00–21:00, Tue 09:00–21:00, Wed 09:00–21:00, Thu 09:00–21:00, Fri 09:00–21:00, Sat 09:00–21:00, Sun closed Use theirs',
    ]);
    expect([sentForm(fetchMock, 0).get('version'), sentForm(fetchMock, 0).get('hoursVersion')]).toEqual(['3', '5']);

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Location' })).toBeNull());
    const body = sentForm(fetchMock, 1);
    expect([body.get('phone'), body.get('version'), body.get('hoursVersion')]).toEqual(['512 555 0142', '4', '6']);
    expect(JSON.parse(body.get('timings') as string)[0]).toEqual({ day: 'Monday', openTime: '09:00', closingTime: '21:00' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('with a new picture too: a stale save shows both versions, and Keep mine sends the picture again with theirs', async () => {
    const theirs: Location = { ...versioned, name: 'Downtown North', version: 4 };
    let puts = 0;
    const fetchMock = fakeApi({ stores: [versioned], change: (init) => (++puts === 1 ? stale(theirs, 'Head office') : saved(init)) });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    fireEvent.change(within(dialog).getByLabelText('Store Picture (optional)'), { target: { files: [pngFile('store.png')] } });
    await within(dialog).findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Head office at / });
    expect([...choice.querySelectorAll('.edit-conflict__field dt')].map((f) => f.textContent)).toEqual(['Name']);
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = sentForm(fetchMock, 1);
    expect([body.get('name'), body.get('version'), body.get('hoursVersion'), body.get('isImageUpdated')]).toEqual(['Downtown', '4', '5', 'true']);
    expect(body.get('image')).toBeInstanceOf(File);
  });

  it('an edit queued offline that meets a newer store on reconnect opens with both versions, and Keep mine sends it over theirs', async () => {
    const theirs: Location = { ...versioned, phone: '512 555 0199', version: 4 };
    let online = false;
    let answered = 0;
    const fetchMock = fakeApi({
      stores: [versioned],
      change: (init) => {
        if (!online) throw new TypeError('Failed to fetch');
        return ++answered === 1 ? stale(theirs) : saved(init);
      },
    });
    renderApp('/dashboard/location', adminUser);
    await screen.findByRole('table', { name: 'All Locations' });
    const back = goOffline();
    const first = await openEdit('Downtown');
    fireEvent.change(within(first).getByLabelText('Phone'), { target: { value: '512 555 0142' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Update Location' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Location' })).toBeNull());

    online = true;
    back();
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    // Kept, not dropped: the row says the edit was refused, and the panel opens with what was typed and the choice.
    await waitFor(async () => expect((await db.outbox.toArray()).map((i) => i.status)).toEqual(['failed']));
    const dialog = await openEdit('Downtown');
    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Lone Star Boba Co\. at / });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('512 555 0142');
    expect([...choice.querySelectorAll('.edit-conflict__field')].map((f) => f.textContent)).toEqual(['PhoneYours 512 555 0142Theirs 512 555 0199 Use theirs']);

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = sentForm(fetchMock, 2);
    expect([body.get('phone'), body.get('version'), body.get('hoursVersion')]).toEqual(['512 555 0142', '4', '5']);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('opens by address with a kept conflicted edit: what was typed, both versions, and Take theirs drops it', async () => {
    const theirs: Location = { ...versioned, phone: '512 555 0199', version: 4 };
    await db.outbox.add({
      clientId: 'kept-store',
      kind: 'location-update',
      target: 'l1',
      payload: { ...draftToFields({ ...draftFromLocation(versioned), phone: '512 555 0142' }), isImageUpdated: 'false', version: '3', hoursVersion: '5' },
      label: 'Changes to Downtown',
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
      status: 'failed',
      error: 'Changed on another device by Lone Star Boba Co.',
      fields: {},
      conflict: { current: theirs, changedBy: 'Lone Star Boba Co.', changedAt: Date.now() },
    });
    const fetchMock = fakeApi({ stores: [theirs] });
    const view = renderApp('/dashboard/location/?edit=l1', adminUser);
    const dialog = await screen.findByRole('dialog', { name: 'Update Location' });
    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Lone Star Boba Co\. at / });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('512 555 0142');

    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Location' })).toBeNull());
    expect(view.at().search).toBe('');
    expect(await db.outbox.count()).toBe(0);
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it('copies one field of theirs into the form, and Take theirs closes with nothing more sent', async () => {
    const theirs: Location = { ...versioned, name: 'Downtown North', phone: '512 555 0199', version: 4 };
    let puts = 0;
    const fetchMock = fakeApi({ stores: [versioned], change: (init) => (++puts === 1 ? stale(theirs, 'Head office') : saved(init)) });
    renderApp('/dashboard/location', adminUser);
    const dialog = await openEdit('Downtown');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '512 555 0142' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    const choice = await within(dialog).findByRole('alert', { name: /^Changed on another device by Head office at / });

    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Name' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Downtown North');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('512 555 0142');
    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Location' })).toBeNull());
    expect(puts).toBe(1);
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("a franchise owner's Locations", () => {
  const ownStore: Location = { ...downtown, franchiseId: 'u-franchise', specialHours: [] };

  function ownerApi(change: (init: RequestInit) => Response = () => json({ success: true, message: 'Store hours updated successfully', location: ownStore })) {
    const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) =>
      (init.method ?? 'GET') === 'GET' ? json({ success: true, locations: url.endsWith('/franchise/locations') ? [ownStore] : [] }) : change(init),
    );
    stubDashboardFetch(fetchMock);
    return fetchMock;
  }

  it('lists the stores they run and sets a store’s hours and special hours, nothing else', async () => {
    const fetchMock = ownerApi();
    renderApp('/dashboard/location', franchiseUser);
    const table = await screen.findByRole('table', { name: 'All Locations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Location', 'Today', 'Now', 'Action']);
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit hours of Downtown' }));
    const panel = await screen.findByRole('dialog', { name: 'Hours of Downtown' });
    expect(within(panel).queryByLabelText('Name')).toBeNull();
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Sunday' })).getByLabelText('Closed'));
    const sunday = within(panel).getByRole('group', { name: 'Sunday' });
    fireEvent.change(within(sunday).getByLabelText('Open'), { target: { value: '12:00' } });
    fireEvent.change(within(sunday).getByLabelText('Closing'), { target: { value: '18:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add a special date' }));
    fireEvent.change(within(panel).getByLabelText('Date'), { target: { value: '2099-12-25' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Hours' }));

    expect(await screen.findByText('Store hours updated successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/v1/franchise/location/l1/hours');
    const sent = JSON.parse(init!.body as string) as { timings: unknown[]; specialHours: unknown[] };
    expect(Object.keys(sent)).toEqual(['timings', 'specialHours']);
    expect(sent.timings[6]).toEqual({ day: 'Sunday', openTime: '12:00', closingTime: '18:00' });
    expect(sent.specialHours).toEqual([{ date: '2099-12-25', openTime: null, closingTime: null, label: '' }]);
  });

  it('keeps hours saved offline on the tablet, names them in the banner and sends them once when back', async () => {
    let online = false;
    const fetchMock = ownerApi(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({ success: true, message: 'Store hours updated successfully', location: ownStore });
    });
    renderApp('/dashboard/location', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours of Downtown' }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const panel = await screen.findByRole('dialog', { name: 'Hours of Downtown' });
    const sunday = within(panel).getByRole('group', { name: 'Sunday' });
    fireEvent.click(within(sunday).getByLabelText('Closed'));
    fireEvent.change(within(sunday).getByLabelText('Open'), { target: { value: '12:00' } });
    fireEvent.change(within(sunday).getByLabelText('Closing'), { target: { value: '18:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Hours' }));

    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    const row = (await within(screen.getByRole('table', { name: 'All Locations' })).findByText('Waiting to send')).closest('tr')!;
    expect(within(row).getByText('Downtown')).toBeTruthy();
    const banner = screen.getAllByRole('status').find((s) => s.classList.contains('offline-banner'))!;
    expect(within(banner).getByText('1 change waiting to send:')).toBeTruthy();
    expect(within(banner).getByRole('listitem').textContent).toBe('Hours of Downtown');

    online = true;
    offline.mockRestore();
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'All Locations' })).queryByText('Waiting to send')).toBeNull());
    const puts = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT');
    expect(puts.map(([url]) => url)).toEqual(['/api/v1/franchise/location/l1/hours', '/api/v1/franchise/location/l1/hours']);
    // The first was refused by the missing network; only the second arrived.
    expect((JSON.parse(puts[1][1]!.body as string) as { timings: unknown[] }).timings[6]).toEqual({ day: 'Sunday', openTime: '12:00', closingTime: '18:00' });
  });

  it('names the hours’ version, and on a newer one from another device shows each day of both and Keep mine sends mine', async () => {
    const mine: Location = { ...ownStore, hoursVersion: 2 };
    const theirs: Location = { ...mine, hoursVersion: 3, timings: mine.timings.map((d) => (d.day === 'Monday' ? { ...d, openTime: '07:00' } : d)) };
    let puts = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return json({ success: true, locations: url.endsWith('/franchise/locations') ? [mine] : [] });
      if (++puts === 1)
        return json(
          { success: false, message: 'This was changed on another device since you opened it.', conflict: { current: theirs, changedBy: 'Head office', changedAt: Date.now() } },
          409,
        );
      return json({ success: true, message: 'Store hours updated successfully', location: theirs });
    });
    stubDashboardFetch(fetchMock);
    renderApp('/dashboard/location', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hours of Downtown' }));
    const panel = await screen.findByRole('dialog', { name: 'Hours of Downtown' });
    fireEvent.change(within(within(panel).getByRole('group', { name: 'Tuesday' })).getByLabelText('Closing'), { target: { value: '22:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Hours' }));

    const choice = await within(panel).findByRole('alert', { name: /^Changed on another device by Head office at / });
    expect([...choice.querySelectorAll('.edit-conflict__field')].map((f) => f.textContent)).toEqual([
      'MondayYours Mon 09:00–21:00Theirs Mon 07:00–21:00 Use theirs',
      'TuesdayYours Tue 09:00–22:00Theirs Tue 09:00–21:00 Use theirs',
    ]);
    const sent = () =>
      fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([, i]) => JSON.parse(i!.body as string) as { timings: { openTime: string }[]; hoursVersion?: number });
    expect(sent()[0].hoursVersion).toBe(2);

    // Monday from theirs, Tuesday from mine.
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Monday' }));
    expect(within(within(panel).getByRole('group', { name: 'Monday' })).getByLabelText<HTMLInputElement>('Open').value).toBe('07:00');
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Store hours updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hours of Downtown' })).toBeNull());
    expect(sent()[1]).toMatchObject({ hoursVersion: 3 });
    expect(sent()[1].timings.slice(0, 2)).toEqual([
      { day: 'Monday', openTime: '07:00', closingTime: '21:00' },
      { day: 'Tuesday', openTime: '09:00', closingTime: '22:00' },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('links kept hours that met a newer version from the outbox list to the store, whose panel opens with the choice', async () => {
    const theirs: Location = { ...ownStore, hoursVersion: 3, timings: ownStore.timings.map((d) => (d.day === 'Monday' ? { ...d, openTime: '07:00' } : d)) };
    const { markOutboxInUse } = await import('../../../sync/outbox-in-use');
    await db.outbox.add({
      clientId: 'kept-hours',
      kind: 'store-hours',
      target: 'l1',
      payload: { timings: ownStore.timings.map((d) => (d.day === 'Monday' ? { ...d, openTime: '11:00' } : d)), specialHours: [], hoursVersion: 2 },
      label: 'Hours of Downtown',
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
      status: 'failed',
      error: 'Changed on another device by Head office',
      fields: {},
      conflict: { current: theirs, changedBy: 'Head office', changedAt: Date.now() },
    });
    markOutboxInUse();
    const sent: unknown[] = [];
    stubDashboardFetch(
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') return (sent.push(JSON.parse(init.body as string)), json({ success: true, message: 'Store hours updated successfully', location: theirs }));
        return json({ success: true, locations: url.endsWith('/franchise/locations') ? [theirs] : [] });
      }),
    );
    const view = renderApp('/dashboard/menu', franchiseUser);
    const queue = await screen.findByRole('complementary', { name: 'Waiting to send' });
    fireEvent.click(await within(queue).findByRole('link', { name: 'Compare and choose Hours of Downtown' }));

    const panel = await screen.findByRole('dialog', { name: 'Hours of Downtown' });
    expect(view.at().pathname + view.at().search).toBe('/dashboard/location/?edit=l1');
    const choice = await within(panel).findByRole('alert', { name: /^Changed on another device by Head office at / });
    expect([...choice.querySelectorAll('.edit-conflict__field')].map((f) => f.textContent)).toEqual(['MondayYours Mon 11:00–21:00Theirs Mon 07:00–21:00 Use theirs']);
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hours of Downtown' })).toBeNull());
    expect(view.at().search).toBe('');
    expect(sent).toHaveLength(1);
    const [mine] = sent as { hoursVersion: number; timings: { day: string; openTime: string }[] }[];
    expect([mine.hoursVersion, mine.timings[0]]).toEqual([3, { day: 'Monday', openTime: '11:00', closingTime: '21:00' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says so when head office has linked no store to them', async () => {
    stubDashboardFetch(vi.fn(async () => json({ success: true, locations: [] })));
    renderApp('/dashboard/location', franchiseUser);
    expect(await screen.findByText('Head office has not linked a store to your account yet. Ask them to pick you as the franchise that runs it.')).toBeTruthy();
  });
});
