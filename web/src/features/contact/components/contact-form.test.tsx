import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { outboxTexts } from '../../../sync/texts';
import { answerJson } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const field = (label: string) => form().getByLabelText<HTMLInputElement>(label);
const contactCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => String(url).endsWith('/user/contact-us'));

async function fill(values: { name?: string; email?: string; message?: string } = {}) {
  await screen.findByRole('form', { name: 'Contact form' });
  const { name = 'Jo Tan', email = 'jo@example.com', message = 'Do you cater weddings?' } = values;
  fireEvent.change(field('Full Name'), { target: { value: name } });
  fireEvent.change(field('Email'), { target: { value: email } });
  fireEvent.change(field('Message'), { target: { value: message } });
}
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));

beforeEach(async () => {
  await db.outbox.clear();
});

describe('contact form (SPEC §2.3, §4; issue #26)', () => {
  it('sends name, email and message, then stays on a confirmation with what happens next', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect([field('Full Name').required, field('Email').required, field('Message').required]).toEqual([true, true, true]);
    await fill();
    submit();

    const confirmation = await screen.findByText('Message Sent Successfully');
    const panel = confirmation.closest<HTMLElement>('[role="status"]')!;
    expect(document.activeElement).toBe(panel);
    expect(panel.textContent).toContain('Thank you, Jo Tan. Our team reads every message and replies to jo@example.com within two business days.');
    expect(within(panel).getByRole('link', { name: 'Find a store near you' }).getAttribute('href')).toBe('/locations');
    expect(JSON.parse(String(contactCalls(fetchMock)[0][1].body))).toEqual({
      name: 'Jo Tan',
      email: 'jo@example.com',
      message: 'Do you cater weddings?',
      clientId: expect.any(String),
    });
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Send another message' }));
    expect(field('Full Name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('asks for every field before sending, each reason under its field, the first one focused', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    await fill({ name: 'Jo', email: '', message: '  ' });
    submit();

    expect(await form().findByText('Enter your email address so we can reply.')).toBeTruthy();
    expect(form().getByText('Write your message so we know how to help.')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-describedby')).toContain('-error');
    expect(field('Full Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.getByRole('form', { name: 'Contact form' }).querySelector('.form__problem')!.textContent).toBe('Please check the marked fields.');

    fireEvent.change(field('Email'), { target: { value: 'jo@nowhere' } });
    submit();
    expect(await form().findByText('Enter a valid email address.')).toBeTruthy();
    expect(contactCalls(fetchMock)).toHaveLength(0);
    expect(field('Full Name').value).toBe('Jo');
  });

  it('refuses a name and a message made only of zero-width and bidi characters, under each field, sending nothing', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    await fill({ name: '\u200B\u200D\u202E', message: '\u2066\u200E\uFEFF\u00AD\u2069' });
    submit();
    const nameError = await form().findByText('Full Name is required.');
    expect(nameError.id).toBe(field('Full Name').getAttribute('aria-describedby'));
    expect(form().getByText('Write your message so we know how to help.').id).toBe(field('Message').getAttribute('aria-describedby'));
    expect(contactCalls(fetchMock)).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows each of the server's refusals under its field and keeps what was typed", async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(400, { success: false, message: 'email: Enter a valid email address.', fields: { email: 'Enter a valid email address.' } })));
    renderApp('/contact');
    await fill({ email: 'jo@example.c' });
    submit();
    const error = await form().findByText('Enter a valid email address.');
    expect(error.id).toBe(field('Email').getAttribute('aria-describedby'));
    expect(screen.queryByText('email: Enter a valid email address.')).toBeNull();
    expect(field('Full Name').value).toBe('Jo Tan');
    expect(field('Message').value).toBe('Do you cater weddings?');
  });

  it('says a refusal that names no field beside Send', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(403, { success: false, message: 'This request came from another site.' })));
    renderApp('/contact');
    await fill();
    submit();
    expect(await form().findByText('This request came from another site.')).toBeTruthy();
    expect(field('Message').value).toBe('Do you cater weddings?');
  });

  it('queued offline: says so, and turns into the confirmation, in the form and in the queue, once it goes', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    await fill();
    submit();
    const panel = (await screen.findByText(outboxTexts.savedTitle)).closest<HTMLElement>('[role="status"]')!;
    expect(panel.textContent).toContain(outboxTexts.queued);
    const queue = await screen.findByRole('complementary', { name: outboxTexts.queueHeading });
    expect(within(queue).getByText('Message from Jo Tan')).toBeTruthy();

    // Back online: the outbox sends it.
    fetchMock.mockImplementation(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    await flushOutbox({ force: true });
    await waitFor(() => expect(panel.textContent).toContain('Message Sent Successfully'));
    expect(panel.textContent).not.toContain(outboxTexts.queued);
    const sentList = await screen.findByRole('complementary', { name: outboxTexts.sentHeading });
    expect(within(sentList).getByRole('listitem').textContent).toMatch(/^Message from Jo TanSent/);
    fireEvent.click(within(sentList).getByRole('button', { name: /Dismiss/ }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: outboxTexts.sentHeading })).toBeNull());
  });

  it('queued offline and refused when it goes: back to the form with the text and the reasons', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    await fill();
    submit();
    await screen.findByText(outboxTexts.savedTitle);
    fetchMock.mockImplementation(
      answerJson(400, { success: false, message: 'email: This address does not receive mail.', fields: { email: 'This address does not receive mail.' } }),
    );
    await flushOutbox({ force: true });
    await screen.findByRole('form', { name: 'Contact form' });
    expect(await form().findByText('This address does not receive mail.')).toBeTruthy();
    expect(field('Full Name').value).toBe('Jo Tan');
    expect(field('Message').value).toBe('Do you cater weddings?');
    // The form holds the text again: the queue lets go of it.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});
