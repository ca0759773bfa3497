import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandProfile, ContentItem } from '../../../lib/contract';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/brand-profile')]),
);

const brochure: ContentItem = {
  _id: '0f0c1c55-7a8e-4f55-9d52-3c1b8f3c2a01',
  text: 'Brand profile 2026',
  mediaType: 'document',
  media: { url: '/api/v1/media/content%2Fa.pdf' },
  createdAt: '2026-11-01T00:00:00.000Z',
};
const photo: ContentItem = { _id: 'p1', text: 'Summer launch', mediaType: 'image', media: { url: '/api/v1/media/content%2Fb.png' }, createdAt: '2026-11-02T00:00:00.000Z' };
const stored: BrandProfile = { text: 'We began in Taipei.', document: null, updatedAt: '2026-11-20T15:00:00.000Z' };

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
        profile: { text: body.text, document: { _id: brochure._id, title: brochure.text, url: brochure.media.url, size: 1000 }, updatedAt: '2026-11-25T15:00:00.000Z' },
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
    expect(JSON.parse(init!.body as string)).toEqual({ text: 'We began in Taipei.\n\n## Our tea', documentId: brochure._id });
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
    expect(screen.getByText(/^Last saved Nov 25, 2026/)).toBeTruthy();
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
