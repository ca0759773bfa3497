/** How each kind of queued write reaches the Worker, with its idempotency key: typed by kind end to end (lib/outbox-payloads.ts). */
import type { InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { api } from '../lib/api-client';
import type { OutboxItem, OutboxKind } from '../lib/db';

// The payloads were validated by the form that queued them; the server validates again.
type Senders = { [K in OutboxKind]: (item: OutboxItem<K>) => Promise<Response> };

/** The path parameter a kind's route needs; an item queued without one is refused by the server (404), never sent elsewhere. */
const target = (item: OutboxItem) => item.target ?? '';

/** A multipart route's text fields (its picture never waits in the outbox). */
function formOf(fields: Readonly<Record<string, string | undefined>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

export const senders = {
  review: (item: OutboxItem<'review'>) => api.review.drink[':id'].$post({ param: { id: target(item) }, json: { ...item.payload, clientId: item.clientId } }),
  contact: (item: OutboxItem<'contact'>) => api.user['contact-us'].$post({ json: { ...item.payload, clientId: item.clientId } }),
  enquiry: (item: OutboxItem<'enquiry'>) => api.user.franchise.request.$post({ json: { ...item.payload, clientId: item.clientId } }),
  newsletter: (item: OutboxItem<'newsletter'>) => api.user.newsletter.add.$post({ json: { ...item.payload, clientId: item.clientId } }),
  message: (item: OutboxItem<'message'>) => api.message.$post({ json: { ...item.payload, clientId: item.clientId } }),
  // Edits are idempotent: they carry no clientId, and a replay sets the same values again.
  'drink-update': (item: OutboxItem<'drink-update'>) => api.user.menu.drink[':drinkId'].$put({ param: { drinkId: target(item) }, json: item.payload }),
  'series-update': (item: OutboxItem<'series-update'>) => api.user.menu.series[':id'].$put({ param: { id: target(item) } }, { init: { body: formOf(item.payload) } }),
  // A flip carries the time it was made on the device: a replay, or a flip overtaken by a later one, changes nothing.
  availability: (item: OutboxItem<'availability'>) => api.franchise.availability[':locationId'].$put({ param: { locationId: target(item) }, json: item.payload }),
  'drink-facts': (item: OutboxItem<'drink-facts'>) => api.user.menu.drink[':drinkId'].facts.$put({ param: { drinkId: target(item) }, json: item.payload }),
  'store-hours': (item: OutboxItem<'store-hours'>) => api.franchise.location[':id'].hours.$put({ param: { id: target(item) }, json: item.payload }),
  'location-update': (item: OutboxItem<'location-update'>) => api.admin.location[':id'].$put({ param: { id: target(item) } }, { init: { body: formOf(item.payload) } }),
  'topping-update': (item: OutboxItem<'topping-update'>) => api.admin.toppings[':toppingId'].$put({ param: { toppingId: target(item) } }, { init: { body: formOf(item.payload) } }),
  'brand-profile': (item: OutboxItem<'brand-profile'>) => api.admin['brand-profile'].$put({ json: item.payload }),
  // A new row, like a visitor's review: the clientId is its idempotency key, so a replay answers the row already made.
  'coming-soon-add': (item: OutboxItem<'coming-soon-add'>) => api.admin.comming.add.$post({ json: { ...item.payload, clientId: item.clientId } }),
  'coming-soon-update': (item: OutboxItem<'coming-soon-update'>) => api.admin.comming[':id'].$put({ param: { id: target(item) }, json: item.payload }),
  'review-status': (item: OutboxItem<'review-status'>) => api.review[':id'].$put({ param: { id: target(item) }, json: item.payload }),
  'request-read': (item: OutboxItem<'request-read'>) => api.admin.franchise.requset[':id'].read.$put({ param: { id: target(item) } }),
  'message-read': (item: OutboxItem<'message-read'>) => api.admin['contact-messages'][':id'].read.$put({ param: { id: target(item) } }),
} satisfies Senders;

/** Sends one item with its kind's sender (the mapped type keeps an item and its sender of the same kind). */
export function send<K extends OutboxKind>(item: OutboxItem<K>): Promise<Response> {
  const sender: Senders[K] = senders[item.kind];
  return sender(item);
}

/** What the server answers when it stored (or had already stored) a write of this kind. */
export type SentBody<K extends OutboxKind> = InferResponseType<(typeof senders)[K], SuccessStatusCode>;
