/** Field rules of the admin forms: length caps and a trimmed, lower-cased email. */
import { z } from 'zod';
import { email } from './auth';

export const MAX = { name: 120, address: 300, notes: 5000, link: 500, status: 60 } as const;

export const emailField = z.string('Email is required.').trim().pipe(email);
