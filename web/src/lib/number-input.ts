/**
 * A number typed in a staff form, checked with the Worker's words
 * (contract/drink-facts.ts) so the message under the field is the one the
 * server would give: the number, or why it is refused.
 */
export function checkNumber(raw: string, label: string, max: number, unit: string, whole: boolean, min = 0): string | number {
  if (!raw.trim()) return `${label} is required.`;
  const n = Number(raw);
  if (!Number.isFinite(n)) return `${label} must be a number.`;
  if (whole && !Number.isInteger(n)) return `${label} must be a whole number.`;
  if (n < 0) return `${label} cannot be negative.`;
  if (n < min) return `${label} must be at least ${min} ${unit}.`;
  if (n > max) return `${label} must be at most ${max.toLocaleString('en-US')} ${unit}.`;
  return n;
}
