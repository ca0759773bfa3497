/** How each kind of queued write reaches the Worker, with its idempotency key. */
import type { InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { api } from '../lib/api-client';
import type { OutboxItem, OutboxKind } from '../lib/db';

type Sender = (item: OutboxItem) => Promise<Response>;
// The payloads were validated by the form that queued them; the server validates again.
type Json<T> = T extends { json: infer J } ? J : never;
type ReviewJson = Json<Parameters<(typeof api.review.drink)[':id']['$post']>[0]>;
type ContactJson = Json<Parameters<(typeof api.user)['contact-us']['$post']>[0]>;
type EnquiryJson = Json<Parameters<typeof api.user.franchise.request.$post>[0]>;
type NewsletterJson = Json<Parameters<typeof api.user.newsletter.add.$post>[0]>;
type MessageJson = Json<Parameters<typeof api.message.$post>[0]>;
type DrinkJson = Json<Parameters<(typeof api.user.menu.drink)[':drinkId']['$put']>[0]>;

const body = <T>(item: OutboxItem) => ({ ...item.payload, clientId: item.clientId }) as T;

export const senders = {
  review: (item: OutboxItem) => api.review.drink[':id'].$post({ param: { id: item.target! }, json: body<ReviewJson>(item) }),
  contact: (item: OutboxItem) => api.user['contact-us'].$post({ json: body<ContactJson>(item) }),
  enquiry: (item: OutboxItem) => api.user.franchise.request.$post({ json: body<EnquiryJson>(item) }),
  newsletter: (item: OutboxItem) => api.user.newsletter.add.$post({ json: body<NewsletterJson>(item) }),
  message: (item: OutboxItem) => api.message.$post({ json: body<MessageJson>(item) }),
  // Edits are idempotent: they carry no clientId, and a replay sets the same values again.
  'drink-update': (item: OutboxItem) => api.user.menu.drink[':drinkId'].$put({ param: { drinkId: item.target! }, json: item.payload as DrinkJson }),
  'series-update': (item: OutboxItem) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(item.payload)) if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    return api.user.menu.series[':id'].$put({ param: { id: item.target! } }, { init: { body: form } });
  },
} satisfies Record<OutboxKind, Sender>;

/** What the server answers when it stored (or had already stored) a write of this kind. */
export type SentBody<K extends OutboxKind> = InferResponseType<(typeof senders)[K], SuccessStatusCode>;
