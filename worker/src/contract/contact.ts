import { z } from 'zod';
import { clientId, requiredText, text } from './common';

/** Only the name is required (SPEC §5); an email, when given, must look like one. */
export const contactBody = z.strictObject({
  name: requiredText('Full Name', 120),
  email: text('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address.').default(''),
  message: text('Message', 5000).default(''),
  clientId,
});
export type ContactBody = z.infer<typeof contactBody>;
