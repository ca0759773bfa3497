import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { NewsletterSubscriber } from '../types';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() => Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/newsletters')]));

const workbook = vi.hoisted(() => ({ writeNewsletterWorkbook: vi.fn(async () => new Blob(['xlsx'])) }));
vi.mock('../newsletter-workbook', () => workbook);

const json = (body: unknown, status = 200) => Response.json(body, { status });
const fan = (n: number): NewsletterSubscriber => ({ _id: `id-${n}`, email: `fan${n}@example.com`, createdAt: '2026-01-01T00:00:00.000Z' });

describe('newsletter screen', () => {
  it("says 'No data found' and offers no export when nobody subscribed", async () => {
    stubDashboardFetch(vi.fn(async () => json({ success: true, newsLetter: [] })));
    renderApp('/dashboard/newsletters', adminUser);
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Download Excel only downloads; Remove exported subscribers asks, naming how many, and removes exactly those', async () => {
    const lists = [[fan(1)], [fan(1), fan(2)], [fan(3)]];
    const fetchMock = stubDashboardFetch(
      vi.fn(async (_url: string, init: RequestInit = {}) =>
        init.method === 'DELETE' ? json({ success: true, message: 'x', deleted: 2 }) : json({ success: true, newsLetter: lists.shift() }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/dashboard/newsletters', adminUser);
    await screen.findByRole('cell', { name: 'fan1@example.com' });
    const remove = screen.getByRole('button', { name: 'Remove exported subscribers' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);

    const download = screen.getByRole('button', { name: 'Download Excel' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(download);
    expect(await screen.findByText('Downloaded 2 subscribers to newsletter.xlsx')).toBeTruthy();
    expect(workbook.writeNewsletterWorkbook).toHaveBeenCalledWith([
      { id: 'id-1', email: 'fan1@example.com' },
      { id: 'id-2', email: 'fan2@example.com' },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove exported subscribers' });
    expect(confirm.textContent).toContain('Remove the 2 exported subscribers');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('All newsletters deleted successfully')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')!;
    expect(JSON.parse(init!.body as string)).toEqual({ ids: ['id-1', 'id-2'] });
    // Someone who signed up after the export is still listed.
    await waitFor(() => expect(screen.getByRole('cell', { name: 'fan3@example.com' })).toBeTruthy());
  });

  it("shows the server's message when removing fails, keeping the list and the exported ids", async () => {
    const fetchMock = stubDashboardFetch(
      vi.fn(async (_url: string, init: RequestInit = {}) =>
        init.method === 'DELETE' ? json({ success: false, message: 'Not allowed.' }, 403) : json({ success: true, newsLetter: [fan(1)] }),
      ),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/dashboard/newsletters', adminUser);
    await screen.findByRole('cell', { name: 'fan1@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    const remove = screen.getByRole('button', { name: 'Remove exported subscribers' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove exported subscribers' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'fan1@example.com' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(1);
  });
});
