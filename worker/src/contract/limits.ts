/**
 * Every limit the Worker enforces and a browser or the party checks too: one
 * home, so the copies cannot drift. Zod-free on purpose: the web's bundle
 * imports this at runtime (through web/src/lib/contract.ts).
 */

/** Text lengths of the forms' fields. */
export const MAX = { name: 120, address: 300, notes: 5000, link: 500, status: 60, phone: 40, moneyRange: 60, email: 254, caption: 500 } as const;

/** Upload sizes: a picture (locations, franchises, series, drinks) and a content-library file. */
/** JSON request bodies; uploads have their own, larger limits. */
export const JSON_BODY_LIMIT = 64 * 1024;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const CONTENT_MAX_BYTES = 50 * 1024 * 1024;

/** Characters in one chat message. */
export const MESSAGE_MAX = 2000;

/**
 * Ids per newsletter delete request. The JSON body limit (64 KB) fits about
 * 1,600 ids, so a larger export is deleted in several requests of this size.
 */
export const NEWSLETTER_DELETE_MAX = 1000;

/** The most users one chat socket may watch, and head office's room may know: every franchise. */
export const MAX_WATCHED = 1000;
/** Characters of the brand profile page's text. */
export const BRAND_PROFILE_MAX = 20_000;

/** Dated exceptions (holidays, short days) one store may list ahead. */
export const MAX_SPECIAL_HOURS = 60;
