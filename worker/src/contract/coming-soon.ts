/** Coming-soon franchises: admins edit them, visitors read them on /locations. */
import { z } from 'zod';
import { baseVersion } from './row-version';
import { clientId, requiredText, text } from './common';
import { emailField, MAX } from './fields';

export const comingSoonAddBody = z.strictObject({
  name: requiredText('Franchise Name', MAX.name),
  address: text('Franchise Address', MAX.address).default(''),
  email: emailField,
  clientId,
});
export type ComingSoonAddBody = z.input<typeof comingSoonAddBody>;

export const comingSoonUpdateBody = z
  .strictObject({
    name: requiredText('Franchise Name', MAX.name).optional(),
    address: text('Franchise Address', MAX.address).optional(),
    email: emailField.optional(),
    status: requiredText('Status', MAX.status).optional(),
    /** The store as the form had it (contract/row-version.ts). */
    version: baseVersion,
  })
  .refine(({ version: _, ...fields }) => Object.values(fields).some((v) => v !== undefined), 'Send at least one field to update.');
export type ComingSoonUpdateBody = z.input<typeof comingSoonUpdateBody>;

export interface ComingSoonFranchise {
  _id: string;
  name: string;
  address: string;
  email: string;
  status: string;
  /** The version an edit names (contract/row-version.ts); absent from a copy a device kept before versions. */
  version?: number;
}
