import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, STAFF_OUTBOX_KINDS, type OutboxKind } from '../lib/db';
import type { EnqueueInput } from './outbox';

const { enqueue, flushOutbox } = await import('./outbox');

/** What reached the "server": method, path and body (JSON parsed, a form as its fields). */
interface Arrived {
  method: string;
  path: string;
  body: unknown;
}
const arrived: Arrived[] = [];
let answer: () => Response = () => Response.json({ success: true, message: 'Saved' });
let online = false;

async function server(url: string, init: RequestInit = {}) {
  if (!online) throw new TypeError('Failed to fetch');
  const body = init.body instanceof FormData ? Object.fromEntries(init.body) : typeof init.body === 'string' ? JSON.parse(init.body) : null;
  arrived.push({ method: init.method ?? 'GET', path: new URL(url, 'http://x').pathname, body });
  return answer();
}

const hours = { timings: [{ day: 'Monday' as const, openTime: '09:00', closingTime: '21:00' }], specialHours: [] };
const facts = {
  sizes: [{ name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 }],
  served: 'both' as const,
  sugarLevels: [100],
  iceLevels: ['regular' as const],
  allergens: [],
  dairyFreeOption: false,
  vegan: false,
  toppingIds: [],
};
const locationFields = { name: 'Austin Downtown', address: '1 Congress Ave', email: 'austin@example.com', timings: '[]', isImageUpdated: 'false' as const };
const toppingFields = { name: 'Tapioca Pearls', calories: '150', sugarG: '12', caffeineMg: '0', allergens: '', vegan: 'true' };

/** Each staff edit that needs no file, as its form queues it, and where and how it must arrive. */
const cases: { edit: EnqueueInput; method: string; path: string; body: unknown }[] = [
  {
    edit: { kind: 'drink-facts', target: 'd1', payload: { facts }, label: 'Nutrition of Taro Milk Tea' },
    method: 'PUT',
    path: '/api/v1/user/menu/drink/d1/facts',
    body: { facts },
  },
  { edit: { kind: 'store-hours', target: 'l1', payload: hours, label: 'Hours of Austin Downtown' }, method: 'PUT', path: '/api/v1/franchise/location/l1/hours', body: hours },
  {
    edit: { kind: 'location-update', target: 'l1', payload: locationFields, label: 'Changes to Austin Downtown' },
    method: 'PUT',
    path: '/api/v1/admin/location/l1',
    body: locationFields,
  },
  {
    edit: { kind: 'topping-update', target: 't1', payload: toppingFields, label: 'Changes to Tapioca Pearls' },
    method: 'PUT',
    path: '/api/v1/admin/toppings/t1',
    body: toppingFields,
  },
  {
    edit: { kind: 'brand-profile', payload: { text: 'Our story', documentId: null }, label: 'Brand profile' },
    method: 'PUT',
    path: '/api/v1/admin/brand-profile',
    body: { text: 'Our story', documentId: null },
  },
  {
    edit: { kind: 'coming-soon-update', target: 'c1', payload: { status: 'Opening in May' }, label: 'Changes to Round Rock' },
    method: 'PUT',
    path: '/api/v1/admin/comming/c1',
    body: { status: 'Opening in May' },
  },
  {
    edit: { kind: 'review-status', target: 'r1', payload: { status: 'Approved' }, label: 'Approving a review' },
    method: 'PUT',
    path: '/api/v1/review/r1',
    body: { status: 'Approved' },
  },
  { edit: { kind: 'request-read', target: 'q1', payload: {}, label: 'Read: request' }, method: 'PUT', path: '/api/v1/admin/franchise/requset/q1/read', body: null },
  { edit: { kind: 'message-read', target: 'm1', payload: {}, label: 'Read: message' }, method: 'PUT', path: '/api/v1/admin/contact-messages/m1/read', body: null },
];

beforeEach(async () => {
  vi.stubGlobal('fetch', server);
  arrived.length = 0;
  online = false;
  answer = () => Response.json({ success: true, message: 'Saved' });
  await db.outbox.clear();
});

describe('staff edits without a file, through the outbox', () => {
  it.each(cases)('$edit.kind: kept offline, sent once when back, then gone', async ({ edit, method, path, body }) => {
    expect((await enqueue(edit)).state).toBe('queued');
    expect(await db.outbox.get({ kind: edit.kind })).toMatchObject({ status: 'queued', label: edit.label, payload: edit.payload });

    online = true;
    await flushOutbox({ force: true });
    await flushOutbox({ force: true });
    expect(arrived).toEqual([{ method, path, body }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each(cases)('$edit.kind: a refusal sent later is kept as failed with its reason', async ({ edit }) => {
    await enqueue(edit);
    online = true;
    answer = () => Response.json({ success: false, message: 'Name: Please enter a name.', fields: { name: 'Please enter a name.' } }, { status: 400 });
    await flushOutbox({ force: true });
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'failed', error: 'Name: Please enter a name.', fields: { name: 'Please enter a name.' }, payload: edit.payload }]);
    await flushOutbox({ force: true });
    expect(arrived).toHaveLength(1);
  });

  it('a new coming-soon row carries its clientId, so a replay makes no second row', async () => {
    await enqueue({ kind: 'coming-soon-add', payload: { name: 'Round Rock', address: '', email: 'rr@example.com' }, label: 'New coming soon: Round Rock' });
    const [{ clientId }] = await db.outbox.toArray();
    online = true;
    await flushOutbox({ force: true });
    expect(arrived).toEqual([{ method: 'POST', path: '/api/v1/admin/comming/add', body: { name: 'Round Rock', address: '', email: 'rr@example.com', clientId } }]);
  });

  it('counts every new kind as staff work, discarded at logout after asking', () => {
    const kinds: OutboxKind[] = [...cases.map((c) => c.edit.kind), 'coming-soon-add'];
    expect(kinds.filter((k) => !STAFF_OUTBOX_KINDS.includes(k))).toEqual([]);
  });
});
