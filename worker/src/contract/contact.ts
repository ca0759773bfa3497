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
