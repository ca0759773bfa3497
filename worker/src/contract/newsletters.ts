import { z } from 'zod';
import { clientId } from './common';
import { emailField } from './fields';
import { NEWSLETTER_DELETE_MAX } from './limits';

/** `clientId` is accepted for the outbox but not needed: the email itself makes a replay harmless. */
export const newsletterSignupBody = z.strictObject({ email: emailField, clientId });

/** Deletes exactly the exported subscribers, so sign-ups made since the export stay. */
export const newsletterDeleteBody = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one subscriber.').max(NEWSLETTER_DELETE_MAX, `Delete at most ${NEWSLETTER_DELETE_MAX} subscribers per request.`),
});

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  /** When they signed up, ISO 8601. */
  createdAt: string;
  /** When head office last downloaded them in an export (ISO 8601), or null: 'Remove exported subscribers' removes these. */
  exportedAt: string | null;
}

/** "3 subscribers removed": how many a removal took. */
export const subscribersRemoved = (n: number) => `${n} subscriber${n === 1 ? '' : 's'} removed`;
