/**
 * The header search (DESIGN §9: the original's box did nothing): drinks and
 * stores from the browser's cache, matched by name. Every word typed must
 * appear in the name, in any order, ignoring case and accents; names that
 * start with the query come first, then names with a word starting with it.
 */
import { paths } from '../../config/paths';

const RESULTS_PER_GROUP = 5;

export interface SearchableDrink {
  _id: string;
  name: string;
  seriesId: string;
  image: string | null;
}

export interface SearchableStore {
  _id: string;
  name: string;
  /** Missing only in a cache saved before store pages existed, until its next refresh. */
  slug?: string;
  address: string;
  image: string | null;
}

export interface SearchResult {
  id: string;
  kind: 'drink' | 'store';
  title: string;
  detail: string;
  href: string;
  image: string | null;
}

export interface SearchResults {
  drinks: SearchResult[];
  stores: SearchResult[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** 0 = starts with the query, 1 = a word starts with it, 2 = elsewhere; null = no match. */
function rank(name: string, query: string): number | null {
  const folded = fold(name);
  const words = query.split(/\s+/);
  if (!words.every((w) => folded.includes(w))) return null;
  if (folded.startsWith(query)) return 0;
  if (folded.split(/[\s\-/&]+/).some((part) => part.startsWith(words[0]!))) return 1;
  return 2;
}

function best<T extends { name: string }>(rows: readonly T[], query: string, limit: number): T[] {
  return rows
    .map((row, order) => ({ row, order, rank: rank(row.name, query) }))
    .filter((m): m is { row: T; order: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((m) => m.row);
}

const drinkHref = (drink: Pick<SearchableDrink, '_id' | 'seriesId'>) => `${paths.series(drink.seriesId)}?drink=${encodeURIComponent(drink._id)}`;
/** The store's own page; a store cached without its slug opens the list filtered to its name. */
const storeHref = (store: Pick<SearchableStore, 'name' | 'slug'>) => (store.slug ? paths.store(store.slug) : `${paths.locations}?q=${encodeURIComponent(store.name)}`);

export function searchSite(
  data: { drinks: readonly SearchableDrink[]; stores: readonly SearchableStore[]; seriesNames?: ReadonlyMap<string, string> },
  query: string,
  limit = RESULTS_PER_GROUP,
): SearchResults {
  const q = fold(query).replace(/\s+/g, ' ');
  if (!q) return { drinks: [], stores: [] };
  return {
    drinks: best(data.drinks, q, limit).map((d) => ({
      id: d._id,
      kind: 'drink',
      title: d.name,
      detail: data.seriesNames?.get(d.seriesId) ?? 'Drink',
      href: drinkHref(d),
      image: d.image,
    })),
    stores: best(data.stores, q, limit).map((s) => ({
      id: s._id,
      kind: 'store',
      title: s.name,
      detail: s.address,
      href: storeHref(s),
      image: s.image,
    })),
  };
}
