/**
 * Required fields whose "missing" message is a product text from SPEC §5
 * ('Please enter a series name.'). The emptiness check runs on the whole
 * object, so the message reaches the user verbatim, without a `name:` prefix.
 */
import type { z } from 'zod';
import { visibleText } from './common';

/** Trimmed text that may arrive missing or blank (becoming '', as does text that shows nothing); `filled` decides if that is allowed. */
export const blankableText = (label: string, max: number) => visibleText(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`).default('');

/** A superRefine that reports the first blank field among `rules`, in form order. */
export const filled =
  <T extends Record<string, unknown>>(rules: [keyof T, string][]) =>
  (value: T, ctx: z.RefinementCtx) => {
    const blank = rules.find(([field]) => !value[field]);
    if (blank) ctx.addIssue({ code: 'custom', message: blank[1] });
  };
