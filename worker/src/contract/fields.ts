/** Field rules of the admin forms: length caps and a trimmed, lower-cased email. */
import { z } from 'zod';
import { email } from './auth';

export { MAX } from './limits';

export const emailField = z.string('Email is required.').trim().pipe(email);
