import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodType } from 'zod';

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; keys?: string[] };

/** Turns zod issues into one sentence a person can act on. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      if (i.code === 'unrecognized_keys' && i.keys) return `Unexpected field${i.keys.length > 1 ? 's' : ''}: ${i.keys.join(', ')}`;
      const field = i.path.map(String).join('.');
      return field ? `${field}: ${i.message}` : i.message;
    })
    .join('; ');
}

/**
 * The form field an issue is about: a nested object only groups fields (the
 * franchise update's `franchise.phone` is the form's `phone`), while a list is
 * one field (`timings.3.openTime` is `timings`).
 */
function fieldOf(path: readonly PropertyKey[]): string | undefined {
  const end = path.findIndex((key) => typeof key !== 'string');
  const names = end === -1 ? path : path.slice(0, end);
  const last = names.at(-1);
  return last === undefined ? undefined : String(last);
}

/** Each failing field's first message, keyed by the field's name, so a form can show it under that field. */
export function fieldIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined) fields[field] ??= issue.message;
  }
  return fields;
}

/** A 400 (or a 409 for a value already taken) whose answer carries `fields` beside the usual `message` (see middleware/errors.ts). */
export class ValidationError extends HTTPException {
  readonly fields: Record<string, string>;
  constructor(issues: readonly Issue[], status: 400 | 409 = 400, message = describeIssues(issues)) {
    super(status, { message });
    this.fields = fieldIssues(issues);
  }
}

/** Stops the request with a 400 about one field, as a failed schema would. */
export function failField(field: string, message: string): never {
  throw new ValidationError([{ path: [field], message }]);
}

/** Stops the request with a 409: the value of this field is taken (an email, a drink's name in its series). */
export function failTaken(field: string, message: string): never {
  throw new ValidationError([{ path: [field], message }], 409, message);
}

/** zValidator whose failures are `400 { success: false, message, fields }`. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(result.error.issues);
  });
