import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { NewsletterSubscriber } from '../types';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/newsletters')]),
);

const workbook = vi.hoisted(() => ({ writeNewsletterWorkbook: vi.fn(async () => new Blob(['xlsx'])) }));
vi.mock('../newsletter-workbook', () => workbook);

const json = (body: unknown, status = 200) => Response.json(body, { status });
const EXPORTED_AT = '2026-02-01T12:00:00.000Z';
const fan = (n: number, exportedAt: string | null = null): NewsletterSubscriber => ({
  _id: `id-${n}`,
  email: `fan${n}@example.com`,
  createdAt: `2026-01-0${n}T09:30:00.000Z`,
  exportedAt,
});

/** A server holding `subscribers`: export marks them all, removal takes the marked ones. */
function newsletterServer(subscribers: NewsletterSubscriber[], refuseRemoval = false) {
  return stubDashboardFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/admin/newsletters/export')) {
        subscribers = subscribers.map((s) => ({ ...s, exportedAt: EXPORTED_AT }));
        return json({ success: true, newsLetter: subscribers });
      }
      if (url.endsWith('/admin/newsletters/exported') && init.method === 'DELETE') {
        if (refuseRemoval) return json({ success: false, message: 'Not allowed.' }, 403);
        const removed = subscribers.filter((s) => s.exportedAt !== null).length;
        subscribers = subscribers.filter((s) => s.exportedAt === null);
        return json({ success: true, message: `${removed} subscribers removed`, deleted: removed });
      }
      return json({ success: true, newsLetter: subscribers });
    }),
  );
}

describe('newsletter screen', () => {
  it("says 'No data found' and offers no export when nobody subscribed", async () => {
    newsletterServer([]);
    renderApp('/dashboard/newsletters', adminUser);
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download Excel' }).disabled).toBe(true);
  });

  it('lists each subscriber with the day they signed up and whether they were exported', async () => {
    newsletterServer([fan(1, EXPORTED_AT), fan(2)]);
    renderApp('/dashboard/newsletters', adminUser);
    const table = await screen.findByRole('table', { name: 'Newsletter' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id', 'Email', 'Signed up', 'Exported']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['fan1@example.com', 'Jan 1, 2026', 'Feb 1, 2026'],
      ['fan2@example.com', 'Jan 2, 2026', 'Not yet'],
    ]);
  });

  it('Download Excel only downloads; Remove exported subscribers asks, naming how many, and the toast says how many went', async () => {
    const fetchMock = newsletterServer([fan(1), fan(2)]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/dashboard/newsletters', adminUser);
    await screen.findByRole('cell', { name: 'fan1@example.com' });
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove exported subscribers' });
    expect(remove.disabled).toBe(true);

    const download = screen.getByRole('button', { name: 'Download Excel' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(download);
    expect(await screen.findByText('Downloaded 2 subscribers to newsletter.xlsx')).toBeTruthy();
    expect(workbook.writeNewsletterWorkbook).toHaveBeenCalledWith([
      { id: 'id-1', email: 'fan1@example.com', signedUp: new Date('2026-01-01T09:30:00.000Z') },
      { id: 'id-2', email: 'fan2@example.com', signedUp: new Date('2026-01-02T09:30:00.000Z') },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove exported subscribers' });
    expect(confirm.textContent).toContain('Remove the 2 exported subscribers');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('2 subscribers removed')).toBeTruthy();
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('still removes the exported subscribers after a reload: the server remembers the export', async () => {
    newsletterServer([fan(1, EXPORTED_AT), fan(2, EXPORTED_AT), fan(3)]);
    renderApp('/dashboard/newsletters', adminUser);
    await screen.findByRole('cell', { name: 'fan3@example.com' });
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove exported subscribers' });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove exported subscribers' });
    expect(confirm.textContent).toContain('Remove the 2 exported subscribers');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 subscribers removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'fan1@example.com' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'fan3@example.com' })).toBeTruthy();
  });

  it("shows the server's message when removing fails, keeping the list", async () => {
    const fetchMock = newsletterServer([fan(1, EXPORTED_AT)], true);
    renderApp('/dashboard/newsletters', adminUser);
    await screen.findByRole('cell', { name: 'fan1@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove exported subscribers' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove exported subscribers' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'fan1@example.com' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(1);
  });
});
