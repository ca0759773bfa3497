import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandProfile, ContentItem } from '../../../lib/contract';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { deleteSavedScreens, readSavedScreen } from '../../../sync/staff/staff-db';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/brand-profile')]),
);
beforeEach(() => Promise.all([db.outbox.clear(), deleteSavedScreens()]));

const brochure: ContentItem = {
  _id: '0f0c1c55-7a8e-4f55-9d52-3c1b8f3c2a01',
  text: 'Brand profile 2026',
  mediaType: 'document',
  media: { url: '/api/v1/media/content%2Fa.pdf' },
  createdAt: '2026-11-01T00:00:00.000Z',
};
const photo: ContentItem = { _id: 'p1', text: 'Summer launch', mediaType: 'image', media: { url: '/api/v1/media/content%2Fb.png' }, createdAt: '2026-11-02T00:00:00.000Z' };
const stored: BrandProfile = { text: 'We began in Taipei.', document: null, updatedAt: '2026-11-20T15:00:00.000Z', version: 2 };

function fakeApi(save: (init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') return save(init);
    if (url.includes('/admin/videos')) return Response.json({ success: true, videos: [photo, brochure] });
    if (url.includes('/user/brand-profile')) return Response.json({ success: true, profile: stored });
    return Response.json({ success: true, counts: { inbox: 0, requests: 0, pendingReviews: 0, chat: 0 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const puts = (fetchMock: ReturnType<typeof fakeApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('brand profile screen', () => {
  it('edits the text and picks a PDF of the library (pictures are not offered), then saves both', async () => {
    const fetchMock = fakeApi(async (init) => {
      const body = JSON.parse(init.body as string) as { text: string; documentId: string };
      return Response.json({
        success: true,
        message: 'Brand Profile Updated Successfully',
        profile: { text: body.text, document: { _id: brochure._id, title: brochure.text, url: brochure.media.url, size: 1000 }, updatedAt: '2026-11-25T15:00:00.000Z', version: 3 },
      });
    });
    renderApp('/dashboard/brand-profile', adminUser);
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Page text');
    expect(text.value).toBe('We began in Taipei.');
    const download = screen.getByLabelText<HTMLSelectElement>('Download (a PDF from the content library)');
    expect([...download.options].map((o) => o.textContent)).toEqual(['No download', 'Brand profile 2026']);
    expect(screen.getByRole('link', { name: 'View the page (opens in a new tab)' }).getAttribute('href')).toBe('/brand-profile');

    fireEvent.change(text, { target: { value: 'We began in Taipei.\n\n## Our tea' } });
    fireEvent.change(download, { target: { value: brochure._id } });
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));

    expect(await screen.findByText('Brand Profile Updated Successfully')).toBeTruthy();
    const [[url, init]] = puts(fetchMock);
    expect(url).toBe('/api/v1/admin/brand-profile');
    // It names the version it was made from, so a newer page saved on another device is not overwritten.
    expect(JSON.parse(init!.body as string)).toEqual({ text: 'We began in Taipei.\n\n## Our tea', documentId: brochure._id, version: 2 });
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
    expect(screen.getByText(/^Last saved Nov 25, 2026/)).toBeTruthy();

    // The next save builds on the page as stored.
    fireEvent.change(text, { target: { value: 'We began in Taipei in 1990.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(JSON.parse(puts(fetchMock)[1][1]!.body as string)).toMatchObject({ text: 'We began in Taipei in 1990.', version: 3 });
  });

  it('keeps a save made offline on the device, lists it in the banner, and sends only the latest once the connection returns', async () => {
    let online = false;
    const delivered: unknown[] = [];
    fakeApi((init) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = JSON.parse(init.body as string) as { text: string };
      delivered.push(body);
      return Response.json({
        success: true,
        message: 'Brand Profile Updated Successfully',
        profile: { ...stored, text: body.text, updatedAt: '2026-11-25T15:00:00.000Z', version: 3 },
      });
    });
    renderApp('/dashboard/brand-profile', adminUser);
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Page text');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));

    fireEvent.change(text, { target: { value: 'First draft.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    expect(await screen.findByText("Saved on this device: it goes to the server when you're back online.")).toBeTruthy();
    const banner = (await screen.findByText('1 change waiting to send:')).parentElement!;
    expect(within(banner).getByRole('listitem').textContent).toBe('Changes to the Brand Profile');

    // A second save replaces the first: one page, sent once.
    fireEvent.change(text, { target: { value: 'Second draft.' } });
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));
    await waitFor(async () => expect((await db.outbox.toArray()).map((item) => item.payload)).toEqual([{ text: 'Second draft.', documentId: null, version: 2 }]));
    expect(within(banner).getAllByRole('listitem')).toHaveLength(1);

    online = true;
    await flushOutbox({ force: true });
    expect(delivered).toEqual([{ text: 'Second draft.', documentId: null, version: 2 }]);
    expect(await screen.findByText(/^Last saved Nov 25, 2026/)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens offline from the copy this device saved', async () => {
    fakeApi(() => Response.json({}));
    const first = renderApp('/dashboard/brand-profile', adminUser);
    await screen.findByLabelText('Page text');
    await waitFor(async () => expect(await readSavedScreen('brand-profile', adminUser._id)).toBeDefined());
    first.unmount();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/dashboard/brand-profile', adminUser);
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Page text')).value).toBe('We began in Taipei.');
    expect(screen.getByText(/^Offline: showing what this screen had at \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeTruthy();
  });

  it('opens a save that met a newer page in the background with what was typed and the choice', async () => {
    const conflict = { current: { ...stored, text: 'Founded in Taipei.', version: 3 }, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeApi(() => answer());
    const first = renderApp('/dashboard/brand-profile', adminUser);
    fireEvent.change(await screen.findByLabelText('Page text'), { target: { value: 'Typed offline.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    first.unmount();

    answer = () => Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 });
    await flushOutbox({ force: true });
    renderApp('/dashboard/brand-profile', adminUser);
    const choice = await screen.findByRole('alert', { name: /^Changed on another device by Head office/ });
    expect([...choice.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Yours Typed offline.', 'Theirs Founded in Taipei. Use theirs']);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Page text').value).toBe('Typed offline.');
  });

  it('shows both pages when another device saved first, and Keep mine saves again from theirs', async () => {
    const theirs: BrandProfile = { text: 'Founded in Taipei.', document: null, updatedAt: '2026-12-02T21:02:00.000Z', version: 3 };
    const conflict = { current: theirs, changedBy: 'Head office', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    const fetchMock = fakeApi((init) => {
      const body = JSON.parse(init.body as string) as { text: string; version: number };
      if (body.version === 2) return Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 });
      return Response.json({ success: true, message: 'Brand Profile Updated Successfully', profile: { ...theirs, text: body.text, version: 4 } });
    });
    renderApp('/dashboard/brand-profile', adminUser);
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Page text');
    fireEvent.change(text, { target: { value: 'We began in Taipei, 1990.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));

    const choice = await screen.findByRole('alert', { name: /^Changed on another device by Head office at \d{1,2}:02\s?[AP]M$/ });
    expect([...choice.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Yours We began in Taipei, 1990.', 'Theirs Founded in Taipei. Use theirs']);
    expect(text.value).toBe('We began in Taipei, 1990.');
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('Brand Profile Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert', { name: /^Changed on another device/ })).toBeNull());
    expect(puts(fetchMock).map(([, init]) => JSON.parse(init!.body as string) as unknown)).toEqual([
      { text: 'We began in Taipei, 1990.', documentId: null, version: 2 },
      { text: 'We began in Taipei, 1990.', documentId: null, version: 3 },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps what was typed when the save fails, and shows a refused field under it', async () => {
    fakeApi(() => Response.json({ success: false, message: 'text: Brand profile text is required.', fields: { text: 'Brand profile text is required.' } }, { status: 400 }));
    renderApp('/dashboard/brand-profile', adminUser);
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Page text');
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand Profile' }));
    expect(await screen.findByText('Brand profile text is required.')).toBeTruthy();
    expect(text.value).toBe('   ');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();
  });

  it('asks before leaving with changes that are not saved', async () => {
    fakeApi(() => Response.json({}));
    renderApp('/dashboard/brand-profile', adminUser);
    const text = await screen.findByLabelText('Page text');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(text, { target: { value: 'Changed' } });
    expect(leave()).toBe(true);
  });
});
