import type { FieldErrorMap } from '../../components/ui/field-errors';
import { formRuleTexts, hasVisibleText, looksLikeEmail } from '../../lib/contract';
import type { ContactMessage } from './api/send-contact-message';

/** What the Worker would refuse (contract/contact.ts), said before sending: every field is needed. */
export function contactProblems(message: ContactMessage): FieldErrorMap {
  const problems: Record<string, string> = {};
  if (!hasVisibleText(message.name)) problems.name = 'Full Name is required.';
  if (!message.email.trim()) problems.email = formRuleTexts.contactEmail;
  else if (!looksLikeEmail(message.email)) problems.email = formRuleTexts.email;
  if (!hasVisibleText(message.message)) problems.message = formRuleTexts.contactMessage;
  return problems;
}
