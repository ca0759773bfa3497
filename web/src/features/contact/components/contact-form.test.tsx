import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { outboxTexts } from '../../../sync/texts';
import { answerJson } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const field = (label: string) => form().getByLabelText(label) as HTMLInputElement;

async function fillAndSend() {
  await screen.findByRole('form', { name: 'Contact form' });
  fireEvent.change(field('Full Name'), { target: { value: 'Jo Tan' } });
  fireEvent.change(field('Email'), { target: { value: 'jo@example.com' } });
  fireEvent.change(field('Message'), { target: { value: 'Do you cater weddings?' } });
  fireEvent.submit(form().getByRole('button', { name: 'Send' }).closest('form')!);
}

beforeEach(async () => {
  await db.outbox.clear();
});

describe('contact form (SPEC §2.3, §4)', () => {
  it('sends name, email and message, toasts and clears the fields', async () => {
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Message Sent Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(field('Full Name').required).toBe(true);
    expect(field('Email').required).toBe(false);
    await fillAndSend();

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => String(url).endsWith('/user/contact-us'))!;
    expect(JSON.parse(String(call[1].body))).toEqual({ name: 'Jo Tan', email: 'jo@example.com', message: 'Do you cater weddings?', clientId: expect.any(String) });
    await waitFor(() => expect(field('Full Name').value).toBe(''));
    expect(field('Message').value).toBe('');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps what was typed and shows the server’s reason when refused', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(400, { success: false, message: 'Enter a valid email address.' })));
    renderApp('/contact');
    await fillAndSend();
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(field('Full Name').value).toBe('Jo Tan');
    expect(field('Message').value).toBe('Do you cater weddings?');
  });

  it('queues the message offline, clears the form and lists it as waiting to send', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/contact');
    await fillAndSend();
    const queue = await screen.findByRole('complementary', { name: outboxTexts.queueHeading });
    expect(within(queue).getByText('Message from Jo Tan')).toBeTruthy();
    expect(within(queue).getByText(outboxTexts.queued)).toBeTruthy();
    await waitFor(() => expect(field('Full Name').value).toBe(''));
    expect(await form().findByText(outboxTexts.queued)).toBeTruthy();
    expect((await db.outbox.toArray()).map((i) => i.payload)).toEqual([{ name: 'Jo Tan', email: 'jo@example.com', message: 'Do you cater weddings?' }]);
    await db.outbox.clear();
  });
});
