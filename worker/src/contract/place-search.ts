/**
 * 'Find a store': stores (and coming-soon sites) by name, street, city,
 * state (code or name) or ZIP, as US visitors search. Every word typed must
 * fit the store somewhere (one slip forgiven, see text-match.ts); a state
 * code ('TX', 'co') means that state only, not every word starting so; a
 * ZIP with no store of its own finds the stores of its area (same first
 * three digits, one USPS sectional center). Zod-free: the web runs it on its
 * cache, offline, and `/user/search/location` runs it on D1's rows.
 */
import { bestHit, foldText, hitCost, wordsOf } from './text-match';
import { stateCode, US_STATES } from './us-states';

export interface Place {
  name: string;
  address: string;
}

/** The parts of a US address the search looks at; any may be missing. */
export interface AddressParts {
  street: string;
  city: string;
  /** USPS code, upper case. */
  state: string;
  /** Five digits. */
  zip: string;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/**
 * Reads '612 Congress Ave, Austin, TX 78701' (or '…, Suite 110, Houston,
 * Texas 77036', or without the ZIP): the last part holds the state and ZIP,
 * the one before it the city, the rest the street.
 */
export function addressParts(address: string): AddressParts {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const none = { street: parts.join(', '), city: '', state: '', zip: '' };
  const last = parts.at(-1);
  if (!last || parts.length < 2) return none;
  const words = last.split(/\s+/);
  const zip = ZIP.exec(words.at(-1) ?? '')?.[1] ?? '';
  const state = stateCode((zip ? words.slice(0, -1) : words).join(' '));
  if (!state) return zip ? { ...none, zip } : none;
  return { street: parts.slice(0, -2).join(', '), city: parts.at(-2) ?? '', state, zip };
}

interface Indexed<T> {
  place: T;
  order: number;
  name: string[];
  /** City and state name words. */
  area: string[];
  street: string[];
  parts: AddressParts;
}

function index<T extends Place>(place: T, order: number): Indexed<T> {
  const parts = addressParts(place.address);
  return {
    place,
    order,
    name: wordsOf(place.name),
    area: [...wordsOf(parts.city), ...wordsOf(US_STATES[parts.state] ?? '')],
    street: wordsOf(parts.street),
    parts,
  };
}

/** What one typed word costs against a store (lower fits better), or null when it does not fit. */
function tokenCost(token: string, p: Indexed<Place>): number | null {
  if (/^\d+$/.test(token)) {
    if (p.parts.zip === token) return 0;
    if (token.length >= 2 && p.parts.zip.startsWith(token)) return 1;
    // A street number ('612').
    return p.street.includes(token) ? 2 : null;
  }
  const code = token.length === 2 ? token.toUpperCase() : '';
  if (code && code in US_STATES) {
    if (p.parts.state === code) return 0;
    return p.name.includes(token) || p.street.includes(token) ? 1 : null;
  }
  const costs = [
    [bestHit(token, p.name), 0],
    [bestHit(token, p.area), 0],
    [bestHit(token, p.street), 1],
  ] as const;
  let best: number | null = null;
  for (const [hit, extra] of costs) {
    if (hit === null) continue;
    const cost = hitCost(hit) + extra;
    if (best === null || cost < best) best = cost;
  }
  return best;
}

export interface PlaceSearch<T> {
  /** Best fits first; ties keep the list's order. */
  matches: T[];
  /**
   * Set when the query was a ZIP no store has: `matches` are then the
   * stores of its area (same first three digits), possibly none.
   */
  nearZip: string | null;
}

export function searchPlaces<T extends Place>(places: readonly T[], query: string): PlaceSearch<T> {
  const tokens = wordsOf(query);
  if (!tokens.length) return { matches: [...places], nearZip: null };
  const indexed = places.map(index);
  const scored = indexed
    .map((p) => {
      let total = 0;
      for (const token of tokens) {
        const cost = tokenCost(token, p);
        if (cost === null) return null;
        total += cost;
      }
      return { p, total };
    })
    .filter((s): s is { p: Indexed<T>; total: number } => s !== null)
    .sort((a, b) => a.total - b.total || a.p.order - b.p.order);
  if (scored.length) return { matches: scored.map((s) => s.p.place), nearZip: null };

  const zip = ZIP.exec(foldText(query))?.[1];
  if (!zip) return { matches: [], nearZip: null };
  const area = zip.slice(0, 3);
  // Nearest ZIP first: within a sectional center, close numbers are mostly close places.
  const near = indexed
    .filter((p) => p.parts.zip.startsWith(area))
    .sort((a, b) => Math.abs(Number(a.parts.zip) - Number(zip)) - Math.abs(Number(b.parts.zip) - Number(zip)) || a.order - b.order);
  return { matches: near.map((p) => p.place), nearZip: zip };
}

/** A city or state the query names, with its stores: the header search offers "Stores in Texas". */
export interface Area<T> {
  label: string;
  places: T[];
}

/**
 * The state or city that every word typed names (a state code, a state's
 * name, a city's name; one slip forgiven), with the places in it; null when
 * the query is not a place, or no store is there.
 */
export function areaOf<T extends Place>(places: readonly T[], query: string): Area<T> | null {
  const tokens = wordsOf(query);
  if (!tokens.length) return null;
  const code = stateCode(foldText(query));
  const fitsAll = (words: string[]) => tokens.every((t) => bestHit(t, words) === 'exact' || (t.length >= 3 && bestHit(t, words) !== null));
  const indexed = places.map(index);

  const inState = (state: string) => indexed.filter((p) => p.parts.state === state).map((p) => p.place);
  if (code && inState(code).length) return { label: US_STATES[code], places: inState(code) };
  const state = indexed.find((p) => p.parts.state && fitsAll(wordsOf(US_STATES[p.parts.state])))?.parts.state;
  if (state) return { label: US_STATES[state], places: inState(state) };

  const city = indexed.find((p) => p.parts.city && fitsAll(wordsOf(p.parts.city)))?.parts;
  if (!city) return null;
  const inCity = indexed.filter((p) => foldText(p.parts.city) === foldText(city.city) && p.parts.state === city.state).map((p) => p.place);
  return { label: `${city.city}, ${city.state}`, places: inCity };
}
