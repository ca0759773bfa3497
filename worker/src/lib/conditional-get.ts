/**
 * RFC 9110 conditional and range requests for a stored object, decided from
 * its own validators instead of handing raw request headers to R2 (whose
 * parser throws on malformed ones). Order (§13.2.2): If-Match, else
 * If-Unmodified-Since → 412; If-None-Match, else If-Modified-Since → 304;
 * If-Range decides whether Range applies; Range → 206, or 416 when it starts
 * past the end. A malformed validator or date is ignored, and so is a Range
 * that is not exactly one well-formed byte range: the answer is then the
 * whole object (we never build multipart answers).
 */

interface Validators {
  /** Strong entity-tag, quoted, as R2's `httpEtag`. */
  etag: string;
  lastModified: Date;
  size: number;
}

export interface ByteRange {
  offset: number;
  length: number;
}

type ConditionalAnswer = { status: 200 | 304 | 412 | 416 } | { status: 206; range: ByteRange };

interface EntityTag {
  weak: boolean;
  /** Opaque tag with its quotes, comparable with `Validators.etag`. */
  opaque: string;
}

const ETAG = String.raw`(W\/)?("[^"\x00-\x20\x7f]*")`;
const ETAG_LIST = new RegExp(String.raw`^\s*${ETAG}\s*(?:,\s*${ETAG}\s*)*$`);

/** The tags of an If-Match / If-None-Match value, '*' for any, null when malformed. */
function parseEtags(value: string): '*' | EntityTag[] | null {
  if (value.trim() === '*') return '*';
  if (!ETAG_LIST.test(value)) return null;
  return [...value.matchAll(new RegExp(ETAG, 'g'))].map((m) => ({ weak: !!m[1], opaque: m[2] }));
}

const strongMatch = (tag: EntityTag, etag: string) => !tag.weak && tag.opaque === etag;
const weakMatch = (tag: EntityTag, etag: string) => tag.opaque === etag;

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = String.raw`\d{2}:\d{2}:\d{2}`;
// The three HTTP-date forms a recipient must accept (§5.6.7); Date.parse alone accepts far more.
const IMF_FIXDATE = new RegExp(String.raw`^${DAY}, \d{2} ${MONTH} \d{4} ${TIME} GMT$`);
const RFC850_DATE = new RegExp(String.raw`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{2}-${MONTH}-\d{2} ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(String.raw`^${DAY} ${MONTH} [ \d]\d ${TIME} \d{4}$`);

/** Whole seconds since the epoch of an HTTP-date, null when it is not one. */
function httpDateSeconds(value: string): number | null {
  const text = value.trim();
  let ms = NaN;
  if (IMF_FIXDATE.test(text) || RFC850_DATE.test(text)) ms = Date.parse(text);
  else if (ASCTIME_DATE.test(text)) ms = Date.parse(`${text} GMT`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** 412 or 304 when a precondition says so, otherwise null (§13.2.2 steps 1–4). */
function failedPrecondition(headers: Headers, object: Validators): 304 | 412 | null {
  const ifMatch = headers.get('if-match');
  const matchTags = ifMatch === null ? null : parseEtags(ifMatch);
  if (matchTags) {
    if (matchTags !== '*' && !matchTags.some((t) => strongMatch(t, object.etag))) return 412;
  } else {
    const since = headers.get('if-unmodified-since');
    const date = since === null ? null : httpDateSeconds(since);
    if (date !== null && seconds(object.lastModified) > date) return 412;
  }

  const ifNoneMatch = headers.get('if-none-match');
  const noneMatchTags = ifNoneMatch === null ? null : parseEtags(ifNoneMatch);
  if (noneMatchTags) {
    if (noneMatchTags === '*' || noneMatchTags.some((t) => weakMatch(t, object.etag))) return 304;
  } else {
    const since = headers.get('if-modified-since');
    const date = since === null ? null : httpDateSeconds(since);
    if (date !== null && seconds(object.lastModified) <= date) return 304;
  }
  return null;
}

/** Whether If-Range (absent, or naming the current version) lets Range apply (§13.1.5). */
function rangeStillWanted(ifRange: string | null, object: Validators): boolean {
  if (ifRange === null) return true;
  const tags = parseEtags(ifRange);
  if (Array.isArray(tags) && tags.length === 1) return strongMatch(tags[0], object.etag);
  return httpDateSeconds(ifRange) === seconds(object.lastModified);
}

const SINGLE_BYTE_RANGE = /^bytes=\s*(\d*)-(\d*)\s*$/i;

/** The one byte range asked for; null to ignore Range (§14.2); 'unsatisfiable' past the end. */
function parseRange(value: string, size: number): ByteRange | 'unsatisfiable' | null {
  const m = SINGLE_BYTE_RANGE.exec(value);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const last = m[2] === '' ? null : Number(m[2]);
  if (m[1] === '') {
    // Suffix range: the final `last` bytes.
    const length = Math.min(last!, size);
    return length > 0 ? { offset: size - length, length } : 'unsatisfiable';
  }
  const first = Number(m[1]);
  if (last !== null && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return { offset: first, length: Math.min(last ?? size - 1, size - 1) - first + 1 };
}

/** What a GET or HEAD with these headers should answer for `object`. */
export function conditionalAnswer(headers: Headers, object: Validators): ConditionalAnswer {
  const precondition = failedPrecondition(headers, object);
  if (precondition) return { status: precondition };
  const range = headers.get('range');
  if (range === null || !rangeStillWanted(headers.get('if-range'), object)) return { status: 200 };
  const wanted = parseRange(range, object.size);
  if (wanted === null) return { status: 200 };
  return wanted === 'unsatisfiable' ? { status: 416 } : { status: 206, range: wanted };
}

/** Request headers that make the answer depend on the object's metadata. */
export const CONDITIONAL_HEADERS = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'] as const;
