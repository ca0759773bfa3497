import { z } from 'zod';
import { MAX } from './limits';

export const roles = ['admin', 'franchise'] as const;
export type Role = (typeof roles)[number];

export const email = z
  .email('Enter a valid email address.')
  .max(MAX.email)
  .transform((e) => e.toLowerCase());

export const loginBody = z.strictObject({
  email: z.string().trim().pipe(email),
  password: z.string().min(1, 'Enter your password.').max(200),
});

/** The signed-in user as the web sees it (`GET /user/me`, login answer). */
export interface User {
  _id: string;
  email: string;
  role: Role;
  franchise: {
    name: string;
    phone: string;
    owner_name: string;
    address: string;
    image: string | null;
  } | null;
}
