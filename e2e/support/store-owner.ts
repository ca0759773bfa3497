/**
 * The owner of Lone Star Boba Co.'s Downtown Austin store, signed in through
 * the API, for the store's-day journeys (issue #25): their calls, the store's
 * id, and putting everything back in stock (the stack is shared by e2e files).
 */
import { expect } from 'vitest';

export const STORE_SLUG = 'downtown-austin';
export const OWNER = { email: 'franchise2@example.com', password: 'franchise1234' };

export interface StoreOwner {
  storeId: string;
  api<T>(path: string, init?: RequestInit): Promise<T>;
  allBackInStock(): Promise<void>;
}

export async function signInStoreOwner(baseURL: string): Promise<StoreOwner> {
  const login = await fetch(`${baseURL}/api/v1/user/login`, { method: 'POST', headers: { Origin: baseURL, 'Content-Type': 'application/json' }, body: JSON.stringify(OWNER) });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${baseURL}/api/v1${path}`, { ...init, headers: { Origin: baseURL, cookie, 'content-type': 'application/json', ...init.headers } });
    expect(res.ok, `${init.method ?? 'GET'} ${path} answered ${res.status}`).toBe(true);
    return (await res.json()) as T;
  }
  const { locations } = await api<{ locations: { _id: string; slug: string }[] }>('/franchise/locations');
  const storeId = locations.find((l) => l.slug === STORE_SLUG)!._id;
  async function allBackInStock() {
    const { availability } = await api<{ availability: { soldOut: { itemType: string; itemId: string }[] } }>(`/availability/${storeId}`);
    for (const s of availability.soldOut)
      await api(`/franchise/availability/${storeId}`, { method: 'PUT', body: JSON.stringify({ itemType: s.itemType, itemId: s.itemId, soldOut: false, changedAt: Date.now() }) });
  }
  await allBackInStock();
  return { storeId, api, allBackInStock };
}
