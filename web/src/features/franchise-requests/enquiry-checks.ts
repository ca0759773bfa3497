import type { FieldErrorMap } from '../../components/ui/field-errors';
import { assetsProblem, hasVisibleText, looksLikeEmail, phoneProblem } from '../../lib/contract';
import { enquiryFields, type Enquiry } from './enquiry-fields';

/**
 * What the Worker would refuse (contract/franchise-requests.ts), said under
 * each field before sending: a missing answer, an email or phone that cannot
 * be used, liquid assets above the net worth.
 */
export function enquiryProblems(enquiry: Enquiry): FieldErrorMap {
  const problems: Record<string, string> = {};
  for (const field of enquiryFields) {
    if (!field.optional && !hasVisibleText(enquiry[field.name])) problems[field.name] = `${field.label.replace(/\?$/, '')} is required.`;
  }
  if (!problems.email && !looksLikeEmail(enquiry.email)) problems.email = 'Enter a valid email address.';
  const phone = !problems.phone && phoneProblem(enquiry.phone);
  if (phone) problems.phone = phone;
  const assets = !problems.liquidAssets && !problems.netWorth && assetsProblem(enquiry.netWorth, enquiry.liquidAssets);
  if (assets) problems.liquidAssets = assets;
  return problems;
}
