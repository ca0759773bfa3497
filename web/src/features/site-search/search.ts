/**
 * The header search (DESIGN §9: the original's box did nothing): drinks and
 * stores from the browser's cache. A drink is found by its name, every word
 * typed in it in any order, ignoring case and accents, one slip forgiven in
 * words of four letters or more ('tarro'); names that start with the query
 * come first, then names with a word starting with it, then the rest, then
 * near misses. Drinks a single store makes are found too, and lead to that
 * store. A drink is also found by a topping it takes ('grass jelly') and by
 * its dietary marks ('caffeine free', 'vegan'), after the drinks whose names
 * fit. Stores are found as the store finder finds them (name, city, state,
 * ZIP), and a state or city typed is offered as the list of its stores.
 */
import { paths } from '../../config/paths';
import { areaOf, bestHit, drinkMarks, foldText, hitCost, searchPlaces, wordsOf, type DrinkFacts } from '../../lib/contract';

const RESULTS_PER_GROUP = 5;

export interface SearchableDrink {
  _id: string;
  name: string;
  seriesId: string;
  image: string | null;
  /** Its facts, when kept: its toppings and marks are searched too. */
  facts?: DrinkFacts | null;
}

/** The words a drink is also found by, each with what the result then says. */
const MARK_WORDS = { caffeineFree: 'Caffeine-free', dairyFreeOption: 'Dairy-free option', vegan: 'Vegan', nutFree: 'Nut-free' } as const;

function drinkTags(facts: DrinkFacts | null | undefined, toppingNames: ReadonlyMap<string, string>): { name: string; detail: string }[] {
  if (!facts) return [];
  const marks = drinkMarks(facts);
  return [
    ...facts.toppingIds.flatMap((id) => {
      const name = toppingNames.get(id);
      return name ? [{ name, detail: `With ${name}` }] : [];
    }),
    ...(Object.keys(MARK_WORDS) as (keyof typeof MARK_WORDS)[]).filter((m) => marks[m]).map((m) => ({ name: MARK_WORDS[m], detail: MARK_WORDS[m] })),
  ];
}

export interface SearchableStore {
  _id: string;
  name: string;
  /** Missing only in a cache saved before store pages existed, until its next refresh. */
  slug?: string;
  address: string;
  image: string | null;
  /** The store's own series and drinks (beside the brand menu); missing in a cache saved before store menus. */
  menu?: readonly { drinks: readonly { _id: string; name: string; image: string | null }[] }[];
}

export interface SearchResult {
  id: string;
  kind: 'drink' | 'store' | 'place';
  title: string;
  detail: string;
  href: string;
  image: string | null;
}

export interface SearchResults {
  drinks: SearchResult[];
  stores: SearchResult[];
}

/** How well a name fits every typed word (lower is better), or null when one does not fit. */
function rank(name: string, query: string, words: readonly string[]): number | null {
  const folded = foldText(name);
  const nameWords = wordsOf(name);
  let typos = 0;
  for (const word of words) {
    if (folded.includes(word)) continue;
    const hit = bestHit(word, nameWords);
    if (hit !== 'typo') return null;
    typos++;
  }
  if (typos) return 2 + hitCost('typo') * typos;
  if (folded.startsWith(query)) return 0;
  if (nameWords.some((part) => part.startsWith(words[0]))) return 1;
  return 2;
}

/** Found by a topping or a mark: after every drink whose name fits. */
const TAG_RANK = 10;

function best<T extends { name: string; tags?: readonly { name: string; detail: string }[] }>(rows: readonly T[], query: string, limit: number): { row: T; tag?: string }[] {
  const words = query.split(' ');
  const byTag = (row: T) =>
    (row.tags ?? [])
      .map((tag) => ({ tag, rank: rank(tag.name, query, words) }))
      .filter((m): m is { tag: { name: string; detail: string }; rank: number } => m.rank !== null)
      .sort((a, b) => a.rank - b.rank)[0];
  return rows
    .map((row, order) => {
      const byName = rank(row.name, query, words);
      const tagged = byName === null ? byTag(row) : undefined;
      return { row, order, rank: byName ?? (tagged ? TAG_RANK + tagged.rank : null), tag: tagged?.tag.detail };
    })
    .filter((m): m is { row: T; order: number; rank: number; tag: string | undefined } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ row, tag }) => ({ row, tag }));
}

const drinkHref = (drink: Pick<SearchableDrink, '_id' | 'seriesId'>) => `${paths.series(drink.seriesId)}?drink=${encodeURIComponent(drink._id)}`;
/** The store's own page; a store cached without its slug opens the list filtered to its name. */
const storeHref = (store: Pick<SearchableStore, 'name' | 'slug'>) => (store.slug ? paths.store(store.slug) : `${paths.locations}?q=${encodeURIComponent(store.name)}`);

/** Drinks only a store makes, each once per store, leading to that store's page. */
function storeDrinks(stores: readonly SearchableStore[]) {
  return stores.flatMap((store) =>
    (store.menu ?? []).flatMap((series) => series.drinks.map((drink) => ({ _id: `${store._id}:${drink._id}`, name: drink.name, image: drink.image, store }))),
  );
}

export function searchSite(
  data: { drinks: readonly SearchableDrink[]; stores: readonly SearchableStore[]; seriesNames?: ReadonlyMap<string, string>; toppingNames?: ReadonlyMap<string, string> },
  query: string,
  limit = RESULTS_PER_GROUP,
): SearchResults {
  const q = foldText(query).replace(/\s+/g, ' ');
  if (!q) return { drinks: [], stores: [] };

  // Brand drinks first among equals; a store's own drink is one more to choose from, leading to its store.
  const drinkRows = [
    ...data.drinks.map((d) => ({
      name: d.name,
      tags: drinkTags(d.facts, data.toppingNames ?? new Map()),
      result: { id: d._id, kind: 'drink' as const, title: d.name, detail: data.seriesNames?.get(d.seriesId) ?? 'Drink', href: drinkHref(d), image: d.image },
    })),
    ...storeDrinks(data.stores).map((d) => ({
      name: d.name,
      result: { id: d._id, kind: 'drink' as const, title: d.name, detail: `Only at ${d.store.name}`, href: storeHref(d.store), image: d.image },
    })),
  ];
  const drinks = best(drinkRows, q, limit).map(({ row, tag }) => (tag ? { ...row.result, detail: `${row.result.detail} · ${tag}` } : row.result));

  const area = areaOf(data.stores, query);
  const place: SearchResult[] = area
    ? [
        {
          id: `place:${area.label}`,
          kind: 'place',
          title: area.label,
          detail: `${area.places.length} store${area.places.length === 1 ? '' : 's'}`,
          href: `${paths.locations}?q=${encodeURIComponent(query.trim())}`,
          image: null,
        },
      ]
    : [];
  const stores = searchPlaces(data.stores, query)
    .matches.slice(0, limit - place.length)
    .map<SearchResult>((s) => ({ id: s._id, kind: 'store', title: s.name, detail: s.address, href: storeHref(s), image: s.image }));

  return { drinks, stores: [...place, ...stores] };
}
