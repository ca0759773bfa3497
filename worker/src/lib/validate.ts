import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/** Turns zod issues into one sentence a person can act on. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: string[] }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      if (i.code === 'unrecognized_keys' && i.keys) return `Unexpected field${i.keys.length > 1 ? 's' : ''}: ${i.keys.join(', ')}`;
      const field = i.path.map(String).join('.');
      return field ? `${field}: ${i.message}` : i.message;
    })
    .join('; ');
}

/** zValidator whose failures are `400 { success: false, message }`. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ success: false as const, message: describeIssues(result.error.issues) }, 400);
    }
  });
