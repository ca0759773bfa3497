/**
 * Checks the visitors' forms and the Worker make alike, in the same words:
 * the browser says before sending what the server would refuse, and the
 * server refuses it whoever sends it. Zod-free, so the web can carry it.
 */

/** The enquiry's money questions: ranges, smallest first. */
export const MONEY_RANGES = ['Under $250,000', '$250,000 – $500,000', '$500,000 – $1,000,000', '$1,000,000 – $2,000,000', 'Over $2,000,000'] as const;

export const formRuleTexts = {
  phone: 'Enter a phone number with its area code, like (512) 555-0142.',
  assetsOverNetWorth: 'Liquid assets can’t be more than your net worth. Check both answers.',
  contactEmail: 'Enter your email address so we can reply.',
  contactMessage: 'Write your message so we know how to help.',
  email: 'Enter a valid email address.',
} as const;

/** 10 to 15 digits (a US number with its area code, or an international one), written with the usual signs. */
export function phoneProblem(phone: string): string | null {
  const text = phone.trim();
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 10 && digits <= 15 ? null : formRuleTexts.phone;
}

/** What a money answer can mean, in dollars: one of the ranges, or an amount ('$500,000', '750k', '1.2M'). */
function dollars(answer: string): { low: number; high: number; range: number } | null {
  const range = MONEY_RANGES.indexOf(answer.trim() as (typeof MONEY_RANGES)[number]);
  const bounds = [0, 250_000, 500_000, 1_000_000, 2_000_000, Infinity];
  if (range >= 0) return { low: bounds[range], high: bounds[range + 1], range };
  const match = /^\$?\s*([\d,]+(?:\.\d+)?)\s*([km])?$/i.exec(answer.trim());
  if (!match) return null;
  const amount = Number(match[1].replace(/,/g, '')) * (match[2] ? (match[2].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1);
  return Number.isFinite(amount) ? { low: amount, high: amount, range: -1 } : null;
}

/** Liquid assets are part of net worth, so they cannot be more; answers that are not amounts are not compared. */
export function assetsProblem(netWorth: string, liquidAssets: string): string | null {
  const net = dollars(netWorth);
  const liquid = dollars(liquidAssets);
  if (!net || !liquid) return null;
  const over = net.range >= 0 && liquid.range >= 0 ? liquid.range > net.range : liquid.low > net.high;
  return over ? formRuleTexts.assetsOverNetWorth : null;
}

/** A quick look before sending; the server's full email check has the last word. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
