/**
 * The text side of multipart uploads, held to the same rules as JSON bodies:
 * every text field passes a strict zod schema (unknown or repeated fields are
 * 400), and a file field never arrives as text (a data URL would be stored
 * as nothing, silently).
 */
import type { z, ZodType } from 'zod';
import { failField, ValidationError } from './validate';
import { removeUpload } from './media';
import type { MediaEnv } from './picture-variants';

export function parseFormFields<T extends ZodType>(form: FormData, schema: T, fileFields: readonly string[]): z.output<T> {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const [key, value] of form.entries()) {
    if (fileFields.includes(key)) continue;
    if (typeof value !== 'string') failField(key, 'Expected text, not a file.');
    if (seen.has(key)) failField(key, 'Send this field once.');
    seen.add(key);
    entries.push([key, value]);
  }
  const result = schema.safeParse(Object.fromEntries(entries));
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}

/** The named file, or null when none was chosen (browsers send an empty part). */
export function optionalFile(form: FormData, name: string): File | null {
  const values = form.getAll(name);
  if (values.length > 1) failField(name, 'Send one file.');
  const value = values[0];
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') failField(name, 'Send the picture as a file.');
  return value.size > 0 ? value : null;
}

/**
 * Runs a database write; if it fails, the just-uploaded object and its
 * variants are removed so no orphan stays in R2, even when D1 itself is what
 * failed. The write's error is the answer: a removal that fails as well
 * (R2 down too) is logged with the key to remove by hand.
 */
export async function withUploadRollback<T>(env: MediaEnv, uploadedKey: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeUpload(env, uploadedKey).catch((removal: unknown) => console.error(`Orphaned upload ${uploadedKey}:`, removal));
    throw err;
  }
}
