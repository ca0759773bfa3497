/**
 * Whether typed text shows anything. Zero-width spaces, joiners, bidi
 * controls, soft hyphens, Hangul fillers and the like render as nothing, so a
 * "name" made only of them is as empty as one made of spaces (issue #51).
 * Zod-free: the web's form checks use it too.
 */

// Unicode's default-ignorable code points (zero-width, bidi, soft hyphen, fillers, variation selectors), format and
// control characters, every kind of space, and the Braille blank, which is no letter either.
const INVISIBLE_ONLY = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Cc}\p{Cf}\p{Z}\u2800]*$/u;

export const hasVisibleText = (value: string) => !INVISIBLE_ONLY.test(value);

/** The value trimmed, or '' when nothing in it shows: required-text rules then refuse it as empty. */
export const visibleOrEmpty = (value: string) => (hasVisibleText(value) ? value.trim() : '');
