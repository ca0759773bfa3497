import { MAX, MONEY_RANGES } from '../../lib/contract';

/**
 * The enquiry's fields in the order the form asks them (SPEC §3), labelled as
 * the server's messages name them. All are required (SPEC §5) but the
 * address, which its label and the server (franchiseEnquiryBody) make
 * optional: a browser refusing what the server accepts would only stop people.
 * The success check of the original read wrongly named fields (DESIGN §9);
 * here the form is cleared from this one list, so names cannot drift.
 */
export type EnquiryField = 'name' | 'phone' | 'email' | 'city' | 'occupation' | 'netWorth' | 'liquidAssets' | 'preferredLocation' | 'address' | 'howHear' | 'notes';

export type Enquiry = Record<EnquiryField, string>;

interface FieldSpec {
  name: EnquiryField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A choice from a list instead of free text. */
  options?: readonly string[];
  multiline?: boolean;
  maxLength: number;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  optional?: boolean;
}

const HOW_HEARD = ['Visited one of our stores', 'Friend or family', 'Social media', 'Search engine', 'News or press', 'Franchise expo or broker', 'Other'] as const;

export const enquiryFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name', maxLength: MAX.name },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: MAX.phone },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: MAX.email },
  { name: 'city', label: 'City/State of residence', autoComplete: 'address-level2', maxLength: MAX.name },
  { name: 'occupation', label: 'Current Occupation', autoComplete: 'organization-title', maxLength: MAX.name },
  { name: 'netWorth', label: 'Net worth', options: MONEY_RANGES, maxLength: MAX.moneyRange },
  { name: 'liquidAssets', label: 'Liquid assets', options: MONEY_RANGES, maxLength: MAX.moneyRange },
  { name: 'preferredLocation', label: 'Preferred location', maxLength: MAX.address },
  { name: 'address', label: 'Address (if applicable)', autoComplete: 'street-address', maxLength: MAX.address, wide: true, optional: true },
  { name: 'howHear', label: 'How did you hear about us?', options: HOW_HEARD, maxLength: MAX.name, wide: true },
  { name: 'notes', label: 'Notes', multiline: true, maxLength: MAX.notes, wide: true },
];

export const emptyEnquiry = Object.fromEntries(enquiryFields.map((f) => [f.name, ''])) as Enquiry;

export const trimEnquiry = (e: Enquiry) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.trim()])) as Enquiry;
