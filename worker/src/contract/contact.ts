import { z } from 'zod';
import { clientId, requiredText, text } from './common';
import { MAX } from './limits';

/** Only the name is required (SPEC §5); an email, when given, must look like one. */
export const contactBody = z.strictObject({
  name: requiredText('Full Name', MAX.name),
  email: text('Email', MAX.email).refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address.').default(''),
  message: text('Message', MAX.notes).default(''),
  clientId,
});

/** A contact message as head office reads it in the inbox (`GET /admin/contact-messages`). */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  /** False until head office first opens it. */
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}
