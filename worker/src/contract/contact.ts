import { z } from 'zod';
import { email } from './auth';
import { clientId, requiredText, visibleText } from './common';
import { MAX } from './limits';
import { formRuleTexts } from './public-form-rules';

/**
 * Name, email and message are all required: SPEC §5 required the name alone,
 * and a message without a way to answer it, or a name without a message,
 * reached head office as nothing it could act on (issue #26).
 */
export const contactBody = z.strictObject({
  name: requiredText('Full Name', MAX.name),
  email: z.string(formRuleTexts.contactEmail).trim().min(1, formRuleTexts.contactEmail).pipe(email),
  message: visibleText(formRuleTexts.contactMessage).min(1, formRuleTexts.contactMessage).max(MAX.notes, `Message must be at most ${MAX.notes} characters.`),
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
