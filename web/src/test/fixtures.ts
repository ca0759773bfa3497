import { vi } from 'vitest';
import type { User } from '../lib/contract';

export const adminUser: User = {
  _id: 'u-admin',
  email: 'admin@example.com',
  role: 'admin',
  franchise: null,
};

export const franchiseUser: User = {
  _id: 'u-franchise',
  email: 'owner@example.com',
  role: 'franchise',
  franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana Ruiz', address: '1 Main St', image: null },
};

/** A fetch stand-in answering every call with one JSON body and status. */
export function answerJson(status: number, body: unknown) {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const noCounts = { inbox: 0, requests: 0, pendingReviews: 0, chat: 0 };

/**
 * Stubs fetch for a dashboard screen: the sidebar's GET /dashboard/counts gets
 * `counts`, the layout's chat ticket never comes (no socket in these tests),
 * every other call goes to `screen`, so a test's mock sees (and counts) only
 * its screen's calls.
 */
export function stubDashboardFetch<F extends (url: string, init?: RequestInit) => Promise<Response>>(screen: F, counts: Partial<typeof noCounts> = {}): F {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/v1/dashboard/counts')) return Promise.resolve(Response.json({ success: true, counts: { ...noCounts, ...counts } }));
    if (url.endsWith('/api/v1/chat/ticket')) return new Promise<Response>(() => {});
    return screen(url, init);
  });
  return screen;
}
