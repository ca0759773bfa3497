/**
 * What each kind of queued write stores, from the typed client's own request
 * types: the body its route takes (the outbox adds `clientId` when it sends).
 * A kind whose route changes shape no longer typechecks where it is queued,
 * stored, sent or shown.
 */
import type { api } from './api-client';

type JsonOf<T> = T extends { json: infer J } ? J : never;
type BodyOf<F extends (...args: never[]) => unknown> = Omit<NonNullable<JsonOf<Parameters<F>[0]>>, 'clientId'>;

export interface OutboxPayloads {
  review: BodyOf<(typeof api.review.drink)[':id']['$post']>;
  contact: BodyOf<(typeof api.user)['contact-us']['$post']>;
  enquiry: BodyOf<typeof api.user.franchise.request.$post>;
  newsletter: BodyOf<typeof api.user.newsletter.add.$post>;
  message: BodyOf<typeof api.message.$post>;
  'drink-update': BodyOf<(typeof api.user.menu.drink)[':drinkId']['$put']>;
  /** Sent as a form (the route also takes a picture, which never waits in the outbox): its text fields, as text. */
  'series-update': { name: string; signature?: string; imageChanged: 'false'; imageId?: string };
  availability: BodyOf<(typeof api.franchise.availability)[':locationId']['$put']>;
}
