import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { storeFixture } from '../../../test/store-fixture';
import type { Location } from '../types';
import { pngFile } from '../../../../../worker/test/png';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() => Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/location')]));

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
const account = (_id: string, name: string) => ({ _id, email: `${_id}@example.com`, role: 'franchise', franchise: { name, phone: '5125550100', owner_name: 'Owner', address: 'Austin', image: null } });
const franchiseAccounts = [account('f1', 'Lone Star Boba Co.'), account('f2', 'Pearl Partners San Jose')];

/** The location API (`change` answers a save), and the franchise accounts (a failure when `franchises` is a status). */
function fakeApi({ stores = [downtown], franchises = 200, change = saved }: { stores?: Location[]; franchises?: number; change?: (init: RequestInit) => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/v1/admin/action/franchises')) return franchises === 200 ? json({ success: true, franchises: franchiseAccounts }) : json({ success: false, message: 'Server error' }, franchises);
    return (init.method ?? 'GET') === 'GET' ? json({ success: true, locations: stores }) : change(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}


function fillText(scope: HTMLElement) {
  const values: [string, string][] = [
    ['Email', 'uptown@example.com'],
    ['Third Party link', 'https://order.example.com/uptown'],
    ['Name', 'Uptown'],
    ['Address', '9 High St'],
  ];
  for (const [label, value] of values) fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('location screen', () => {
  it("asks for a picture with 'Please provide an image file' and sends nothing", async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Franchise Location' });
    fillText(add);
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    fireEvent.submit(add.querySelector('form')!);

    expect((await within(add).findByRole('alert')).textContent).toBe('Please provide an image file');
    expect(fetchMock.mock.calls.every(([, i]) => (i?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('adds a location with hours for every day, a closed Sunday and the picture', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Franchise Location' });
    fillText(add);
    const monday = within(add).getByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Open'), { target: { value: '08:30' } });
    fireEvent.change(within(monday).getByLabelText('Closing'), { target: { value: '00:00' } });
    fireEvent.click(within(add).getByRole('button', { name: "Use Monday's hours for every day" }));
    fireEvent.click(within(within(add).getByRole('group', { name: 'Sunday' })).getByLabelText('Closed'));
    fireEvent.change(within(add).getByLabelText('Franchise Picture'), { target: { files: [pngFile('store.png')] } });
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
    expect((within(add).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('updates a location, keeping its picture unless a new one is chosen', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const table = await screen.findByRole('table', { name: 'All Franchises locations' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Franchise Name', 'Address', 'Action']);
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Location' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Downtown');
    expect((within(within(dialog).getByRole('group', { name: 'Sunday' })).getByLabelText('Closed') as HTMLInputElement).checked).toBe(true);
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
    const table = await screen.findByRole('table', { name: 'All Franchises locations' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Location' });
    expect((within(dialog).getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'America/Denver' } });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '39.7392' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-104.9903' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a special date' }));
    // Past the browser's own required check (a submit event straight away), the form says what is missing.
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
    const add = await screen.findByRole('region', { name: 'Add Franchise Location' });
    fillText(add);
    fireEvent.change(within(add).getByLabelText('Phone'), { target: { value: 'call us' } });
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    fireEvent.change(within(add).getByLabelText('Franchise Picture'), { target: { files: [pngFile('store.png')] } });
    fireEvent.submit(add.querySelector('form')!);

    const phoneInput = within(add).getByLabelText('Phone') as HTMLInputElement;
    await waitFor(() => expect(phoneInput.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phoneInput.getAttribute('aria-describedby')!)?.textContent).toBe(phone);
    const week = within(add).getByRole('group', { name: 'Opening hours' });
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(week.getAttribute('aria-describedby')!)?.textContent).toBe(hours);
    expect(document.activeElement).toBe(week);
    expect(within(add).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(phoneInput.value).toBe('call us');
    expect((within(add).getByLabelText('Name') as HTMLInputElement).value).toBe('Uptown');
    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
    expect(screen.queryByText(/timings: /)).toBeNull();
  });

  it('shows a refused time zone or coordinate in the Update Franchise Location modal, focused', async () => {
    const latitude = 'Latitude must be between -90 and 90.';
    fakeApi({ change: () => json({ success: false, message: `latitude: ${latitude}`, fields: { latitude } }, 400) });
    renderApp('/dashboard/location', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Location' });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '97.5' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-97.7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    const input = within(dialog).getByLabelText('Latitude') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(latitude);
    expect(input.value).toBe('97.5');
    expect(screen.getByRole('dialog', { name: 'Update Franchise Location' })).toBe(dialog);
  });

  it('offers the franchise accounts to run a new store, None first, and sends the one picked', async () => {
    const fetchMock = fakeApi();
    renderApp('/dashboard/location', adminUser);
    const add = await screen.findByRole('region', { name: 'Add Franchise Location' });
    const runBy = within(add).getByLabelText('Run by franchise') as HTMLSelectElement;
    await within(add).findByRole('option', { name: 'Pearl Partners San Jose' });
    expect([...runBy.options].map((o) => o.text)).toEqual(['None', 'Lone Star Boba Co.', 'Pearl Partners San Jose']);
    expect(runBy.value).toBe('');
    fillText(add);
    for (const day of within(add).getAllByRole('checkbox', { name: 'Closed' })) fireEvent.click(day);
    fireEvent.change(runBy, { target: { value: 'f2' } });
    fireEvent.change(within(add).getByLabelText('Franchise Picture'), { target: { files: [pngFile('store.png')] } });
    fireEvent.submit(add.querySelector('form')!);

    expect(await screen.findByText('Location added successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('f2');
  });

  it("shows the store's franchise in the update form, and None unlinks it", async () => {
    const fetchMock = fakeApi({ stores: [{ ...downtown, franchiseId: 'f1' }] });
    renderApp('/dashboard/location', adminUser);
    fireEvent.click(within(await screen.findByRole('table', { name: 'All Franchises locations' })).getByRole('button', { name: 'Edit Downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Location' });
    const runBy = within(dialog).getByLabelText('Run by franchise') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Lone Star Boba Co.' });
    expect(runBy.selectedOptions[0]!.text).toBe('Lone Star Boba Co.');
    fireEvent.change(runBy, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('');
  });

  it('keeps the saved franchise when the accounts cannot be loaded, and says so', async () => {
    const fetchMock = fakeApi({ stores: [{ ...downtown, franchiseId: 'f1' }], franchises: 500 });
    renderApp('/dashboard/location', adminUser);
    fireEvent.click(within(await screen.findByRole('table', { name: 'All Franchises locations' })).getByRole('button', { name: 'Edit Downtown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Location' });
    expect(await within(dialog).findByText('The franchise accounts could not be loaded; the store keeps the one it has.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Run by franchise') as HTMLSelectElement).selectedOptions[0]!.text).toBe('The franchise saved with this store');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('franchiseId')).toBe('f1');
  });
});
