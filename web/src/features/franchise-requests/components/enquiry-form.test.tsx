import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { answerJson } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const form = () => within(screen.getByRole('form', { name: 'Franchise enquiry' }));
const enquiryCall = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => String(url).endsWith('/user/franchise/request'));

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
  it('marks every field required but the address, optional as on the server', async () => {
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label] of answers) {
      expect(form().getByLabelText<HTMLInputElement>(label).required, label).toBe(label !== 'Address (if applicable)');
    }
    expect(form().getByText('All fields are required except the address.')).toBeTruthy();
  });

  it('sends an enquiry without an address', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label, , value] of answers) if (label !== 'Address (if applicable)') fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.submit(screen.getByRole('form', { name: 'Franchise enquiry' }));

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    expect(JSON.parse(String(enquiryCall(fetchMock)![1].body)).address).toBe('');
  });

  it('sends every §3 field under its real name and stays on a confirmation with what happens next', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interested in Franchising?' })).toBeTruthy();
    expect(screen.getByText('Contact us Below')).toBeTruthy();
    for (const [label, , value] of answers) fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.submit(form().getByRole('button', { name: 'Send Enquiry' }).closest('form')!);

    const panel = (await screen.findByText('Message Sent Successfully')).closest<HTMLElement>('[role="status"]')!;
    expect(document.activeElement).toBe(panel);
    expect(panel.textContent).toContain(
      'Thank you, Sam Lee. Our franchise team reads every enquiry and will call you at 512 555 0100 or write to sam@example.com within three business days.',
    );
    expect(within(panel).getByRole('link', { name: 'Read our brand profile' }).getAttribute('href')).toBe('/brand-profile');
    expect(JSON.parse(String(enquiryCall(fetchMock)![1].body))).toEqual({ ...Object.fromEntries(answers.map(([, name, value]) => [name, value])), clientId: expect.any(String) });

    fireEvent.click(within(panel).getByRole('button', { name: 'Send another enquiry' }));
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label] of answers) expect(form().getByLabelText<HTMLInputElement>(label).value, label).toBe('');
  });

  it('checks the phone and that liquid assets are within the net worth before sending, under those fields', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label, , value] of answers) fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.change(form().getByLabelText('Phone'), { target: { value: 'abc' } });
    fireEvent.change(form().getByLabelText('Net worth'), { target: { value: 'Under $250,000' } });
    fireEvent.change(form().getByLabelText('Liquid assets'), { target: { value: 'Over $2,000,000' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Franchise enquiry' }));

    expect(await form().findByText('Enter a phone number with its area code, like (512) 555-0142.')).toBeTruthy();
    expect(form().getByText('Liquid assets can’t be more than your net worth. Check both answers.')).toBeTruthy();
    expect(form().getByLabelText('Liquid assets').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form().getByLabelText('Phone'));
    expect(enquiryCall(fetchMock)).toBeUndefined();
  });

  it("shows the server's refusals under their fields, not as one raw message, and keeps every answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answerJson(400, {
          success: false,
          message: 'email: Enter a valid email address.; city: City/State of residence is required.',
          fields: { email: 'Enter a valid email address.', city: 'City/State of residence is required.' },
        }),
      ),
    );
    renderApp('/franchise');
    await screen.findByRole('form', { name: 'Franchise enquiry' });
    for (const [label, , value] of answers) fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.submit(screen.getByRole('form', { name: 'Franchise enquiry' }));

    expect(await form().findByText('City/State of residence is required.')).toBeTruthy();
    expect(form().getByText('Enter a valid email address.').id).toBe(form().getByLabelText('Email').getAttribute('aria-describedby'));
    expect(screen.queryByText(/email: Enter a valid email address\.; city/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Franchise enquiry' }).querySelector('.form__problem')!.textContent).toBe('Please check the marked fields.');
    for (const [label, , value] of answers) expect(form().getByLabelText<HTMLInputElement>(label).value, label).toBe(value);
  });

  it('explains how to reset a forgotten password', async () => {
    renderApp('/franchise');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByText("Franchise passwords are reset by head office. Call or email us and we'll set a new one for you.")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to the contact page' }).getAttribute('href')).toBe('/contact');
  });
});
