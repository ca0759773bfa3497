/**
 * Required fields whose "missing" message is a product text from SPEC §5
 * ('Please enter a series name.'). The emptiness check runs on the whole
 * object, so the message reaches the user verbatim, without a `name:` prefix.
 */
import { z } from 'zod';

/** Trimmed text that may arrive missing or blank (becoming ''); `filled` decides if that is allowed. */
export const blankableText = (label: string, max: number) => z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`).default('');

/** A superRefine that reports the first blank field among `rules`, in form order. */
export const filled =
  <T extends Record<string, unknown>>(rules: [keyof T, string][]) =>
  (value: T, ctx: z.RefinementCtx) => {
    const blank = rules.find(([field]) => !value[field]);
    if (blank) ctx.addIssue({ code: 'custom', message: blank[1] });
  };
