import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { answerJson } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const form = () => within(screen.getByRole('form', { name: 'Franchise enquiry' }));

const answers: [string, string, string][] = [
  ['Full Name', 'name', 'Sam Lee'],
  ['Phone', 'phone', '512 555 0100'],
  ['Email', 'email', 'sam@example.com'],
  ['City/State of residence', 'city', 'Austin, TX'],
  ['Current Occupation', 'occupation', 'Restaurant manager'],
  ['Net worth', 'netWorth', '$500,000 – $1,000,000'],
  ['Liquid assets', 'liquidAssets', '$250,000 – $500,000'],
  ['Preferred location', 'preferredLocation', 'North Austin'],
  ['Address (if applicable)', 'address', '100 Burnet Rd'],
  ['How did you hear about us?', 'howHear', 'Social media'],
  ['Notes', 'notes', 'Opening in 2027.'],
];

beforeEach(async () => {
  await db.outbox.clear();
});

describe('franchise enquiry (SPEC §2.4, §3, §5)', () => {
  it('requires every field in the browser but the address, optional as on the server', async () => {
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label] of answers) {
      expect((form().getByLabelText(label) as HTMLInputElement).required, label).toBe(label !== 'Address (if applicable)');
    }
    expect(form().getByText('All fields are required except the address.')).toBeTruthy();
  });

  it('sends an enquiry without an address', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label, , value] of answers) if (label !== 'Address (if applicable)') fireEvent.change(form().getByLabelText(label), { target: { value } });
    const formElement = screen.getByRole('form', { name: 'Franchise enquiry' }) as HTMLFormElement;
    expect(formElement.checkValidity()).toBe(true);
    fireEvent.submit(formElement);

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => String(url).endsWith('/user/franchise/request'))!;
    expect(JSON.parse(String(call[1].body)).address).toBe('');
  });

  it('sends every §3 field under its real name, toasts and clears the form', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interested in Franchising?' })).toBeTruthy();
    expect(screen.getByText('Contact us Below')).toBeTruthy();
    for (const [label, , value] of answers) fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.submit(form().getByRole('button', { name: 'Send Enquiry' }).closest('form')!);

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => String(url).endsWith('/user/franchise/request'))!;
    expect(JSON.parse(String(call[1].body))).toEqual({ ...Object.fromEntries(answers.map(([, name, value]) => [name, value])), clientId: expect.any(String) });
    await waitFor(() => expect((form().getByLabelText('Full Name') as HTMLInputElement).value).toBe(''));
    for (const [label] of answers) expect((form().getByLabelText(label) as HTMLInputElement).value, label).toBe('');
  });

  it('explains how to reset a forgotten password', async () => {
    renderApp('/franchise');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByText("Franchise passwords are reset by head office. Call or email us and we'll set a new one for you.")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to the contact page' }).getAttribute('href')).toBe('/contact');
  });
});
