import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProfileScreen } from '../../../app/routes/brand-profile';
import type { BrandProfile } from '../../../lib/contract';
import { db } from '../../../lib/db';
import { renderRoutes } from '../../../test/render-app';

const profile: BrandProfile = {
  text: 'We began in Taipei in 2008.\n\n## Our tea\nLeaves from Taiwan,\nmatcha from Japan.',
  document: { _id: 'd1', title: 'Brand profile 2026', url: '/api/v1/media/content%2Fd1.pdf', size: 245_760 },
  updatedAt: '2026-11-26T03:00:00.000Z',
};

function answering(answer: (url: string) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const renderPage = () => renderRoutes([{ path: '/brand-profile', element: <BrandProfileScreen /> }], '/brand-profile');

beforeEach(async () => {
  await db.meta.clear();
});

describe('/brand-profile', () => {
  it('shows head office’s text with its headings, when it was updated, and the PDF with its size, from the server', async () => {
    const fetchMock = answering(async () => Response.json({ success: true, profile }));
    renderPage();
    expect((await screen.findByRole('heading', { level: 2, name: 'Our tea' })).tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Brand Profile');
    expect(screen.getByText('We began in Taipei in 2008.')).toBeTruthy();
    expect(screen.getByText('Updated November 25, 2026')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download the brand profile PDF, 240 KB' });
    expect(download.getAttribute('href')).toBe('/api/v1/media/content%2Fd1.pdf?download=1');
    expect(download.hasAttribute('download')).toBe(true);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/v1/user/brand-profile');
    expect(document.title).toBe('Brand Profile | Bubble Tea');
  });

  it('opens offline from what it cached, and says so when there is no download', async () => {
    await db.meta.put({ key: 'brandProfile', refreshedAt: 0, value: { ...profile, document: null } });
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage();
    expect(await screen.findByText('We began in Taipei in 2008.')).toBeTruthy();
    expect(screen.getByText(/The downloadable brand profile is being updated/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('says it is being written before head office wrote it, with a way to reach them', async () => {
    answering(async () => Response.json({ success: true, profile: { text: '', document: null, updatedAt: null } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Our brand profile is being written' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('says why it could not load an empty cache, and tries again', async () => {
    const fetchMock = answering(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again');
    fetchMock.mockImplementation(async () => Response.json({ success: true, profile }));
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByText('We began in Taipei in 2008.')).toBeTruthy());
  });
});
