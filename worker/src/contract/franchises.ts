/** Franchise accounts as the admin manages them (`/admin/action/...`). */
import { z } from 'zod';
import { baseVersion } from './row-version';
import type { User } from './auth';
import { clientId, requiredText } from './common';
import { emailField, MAX } from './fields';

const phoneField = z
  .string('Phone Number is required.')
  .trim()
  .regex(/^[0-9 +\-()]{7,20}$/, 'Enter a phone number of 7 to 20 digits, spaces, +, - or parentheses.');

const profileFields = {
  name: requiredText('Name', MAX.name),
  phone: phoneField,
  owner_name: requiredText('Owner Name', MAX.name),
  address: requiredText('Address', MAX.address),
};

/** Text fields of the multipart add form; the optional picture travels as the `image` file. */
export const franchiseAddFields = z.strictObject({
  email: emailField,
  password: z.string('Password is required.').min(8, 'Use a password of at least 8 characters.').max(200),
  ...profileFields,
  clientId,
});
export type FranchiseAddFields = z.input<typeof franchiseAddFields>;

export const franchiseUpdateBody = z.strictObject({
  email: emailField,
  franchise: z.strictObject(profileFields),
  /** The account as the form had it (contract/row-version.ts). */
  version: baseVersion,
});
export type FranchiseUpdateBody = z.input<typeof franchiseUpdateBody>;

/** A new password an admin sets when an owner forgot theirs (the reset flow of 'Forgot password?'). */
export const franchisePasswordBody = z.strictObject({
  password: z.string('Enter a new password.').min(8, 'Passwords need at least 8 characters.').max(200),
});

export const franchiseListQuery = z.object({ name: z.string().trim().max(MAX.name).optional() });

/** A franchise user always has its profile. */
export type FranchiseAccount = Omit<User, 'role' | 'franchise'> & {
  role: 'franchise';
  franchise: NonNullable<User['franchise']>;
  /** The version an edit of the account names (contract/row-version.ts); absent from a copy a device kept before versions. */
  version?: number;
};
