import { z } from 'zod';
import { clientId, requiredText, text } from './common';
import { emailField, MAX } from './fields';
import { assetsProblem, phoneProblem } from './public-form-rules';

/** Franchise enquiries as the admin reads them (`GET /admin/franchise/requsets`). */
export interface FranchiseRequest {
  _id: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  occupation: string;
  netWorth: string;
  liquidAssets: string;
  preferredLocation: string;
  address: string;
  howHear: string;
  notes: string;
  /** False until head office first opens it. */
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * A prospective owner's enquiry (`POST /user/franchise/request`): every field
 * but the address is required, the phone must be a callable number and the
 * liquid assets no more than the net worth (public-form-rules.ts).
 */
export const franchiseEnquiryBody = z
  .strictObject({
    name: requiredText('Full Name', MAX.name),
    phone: requiredText('Phone', MAX.phone).superRefine((phone, ctx) => {
      const problem = phone && phoneProblem(phone);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    email: emailField,
    city: requiredText('City/State of residence', MAX.name),
    occupation: requiredText('Current Occupation', MAX.name),
    netWorth: requiredText('Net worth', MAX.moneyRange),
    liquidAssets: requiredText('Liquid assets', MAX.moneyRange),
    preferredLocation: requiredText('Preferred location', MAX.address),
    address: text('Address', MAX.address).default(''),
    howHear: requiredText('How did you hear about us', MAX.name),
    notes: requiredText('Notes', MAX.notes),
    clientId,
  })
  .superRefine((enquiry, ctx) => {
    const problem = assetsProblem(enquiry.netWorth, enquiry.liquidAssets);
    if (problem) ctx.addIssue({ code: 'custom', path: ['liquidAssets'], message: problem });
  });
