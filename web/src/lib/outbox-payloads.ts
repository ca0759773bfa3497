/**
 * What each kind of queued write stores, from the typed client's own request
 * types: the body its route takes (the outbox adds `clientId` when it sends).
 * A kind whose route changes shape no longer typechecks where it is queued,
 * stored, sent or shown. A multipart route has no typed body in the client:
 * its kind takes the contract's form fields instead, each as text.
 */
import type { api } from './api-client';
import type { LocationUpdateFields, ToppingFields } from './contract';

type JsonOf<T> = T extends { json: infer J } ? J : never;
type BodyOf<F extends (...args: never[]) => unknown> = Omit<NonNullable<JsonOf<Parameters<F>[0]>>, 'clientId'>;
/** A multipart form's fields as they travel: text, optional where the contract's are. */
type FormText<T> = { [K in keyof T]: string };
/** A route that takes no body (a read mark): the target is all it needs. */
type NoBody = Record<string, never>;

export interface OutboxPayloads {
  review: BodyOf<(typeof api.review.drink)[':id']['$post']>;
  contact: BodyOf<(typeof api.user)['contact-us']['$post']>;
  enquiry: BodyOf<typeof api.user.franchise.request.$post>;
  newsletter: BodyOf<typeof api.user.newsletter.add.$post>;
  message: BodyOf<typeof api.message.$post>;
  'drink-update': BodyOf<(typeof api.user.menu.drink)[':drinkId']['$put']>;
  /** Sent as a form (the route also takes a picture, which never waits in the outbox): its text fields, as text. */
  'series-update': { name: string; signature?: string; imageChanged: 'false'; imageId?: string; version?: string };
  availability: BodyOf<(typeof api.franchise.availability)[':locationId']['$put']>;
  'drink-facts': BodyOf<(typeof api.user.menu.drink)[':drinkId']['facts']['$put']>;
  'store-hours': BodyOf<(typeof api.franchise.location)[':id']['hours']['$put']>;
  /** Head office's edit of a store without a new picture (multipart: `isImageUpdated` is always 'false' here). */
  'location-update': FormText<Omit<LocationUpdateFields, 'isImageUpdated'>> & { isImageUpdated: 'false' };
  /** Every text field of a topping again, without a new picture (multipart). */
  'topping-update': FormText<ToppingFields>;
  'brand-profile': BodyOf<(typeof api.admin)['brand-profile']['$put']>;
  'coming-soon-add': BodyOf<typeof api.admin.comming.add.$post>;
  'coming-soon-update': BodyOf<(typeof api.admin.comming)[':id']['$put']>;
  'review-status': BodyOf<(typeof api.review)[':id']['$put']>;
  'request-read': NoBody;
  'message-read': NoBody;
}
