/**
 * Edits from two devices (issue #51): a staff row carries a version, an edit
 * names the version it was made from, and a stale one is refused with 409 and
 * what the row holds now, so the device can show both and let the person
 * choose. An edit without a version (the original API's clients) still
 * replaces the row, as it always did.
 */
import { z } from 'zod';

const WHOLE = 'version must be a whole number.';
/** Multipart edits send it as text (typed so, for the forms that build them). */
export const baseVersion = z
  .union([z.number(WHOLE), z.string(WHOLE)], WHOLE)
  .transform(Number)
  .pipe(z.number(WHOLE).int(WHOLE).min(1, 'version must be 1 or more.'))
  .optional();

export const STALE_EDIT = 'This was changed on another device since you opened it.';

/** The 409's `conflict`: the row as it is now, and who made that version when (null when nobody is known). */
export interface EditConflict<Row = unknown> {
  current: Row;
  changedBy: string | null;
  changedAt: number | null;
}
