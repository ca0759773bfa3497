/**
 * A store's sold-out list on a visitor's device (issue #25), watched once per
 * store however many parts of the page show it (the store page's section and
 * its cards, the menu's cards, the drink builder, My drinks): one fresh read
 * when the page is idle, one socket on the store's room, and the device's
 * copy kept after every change, so offline the last known list shows with
 * its age. One socket per page matters: the room lets a client hold only a
 * few (party/src/availability.ts), and parts that each opened their own ran
 * past that, so the later ones never heard a change.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { sameData } from '../sync/same-data';
import { api, ApiError, readOk } from './api-client';
import { nextReturn, stillSoldOut, type SoldOutItem, type StoreAvailability } from './contract';
import { whenIdle } from './idle';
import { forgetClosedStore } from './my-store';
import { useNowUntil } from './use-live-availability';

/** A store's list and where its room is (empty: no party, the page keeps what it loaded). */
export interface KnownAvailability {
  availability: StoreAvailability;
  partyHost: string;
}

interface WatchState {
  known: KnownAvailability | null;
  /** Heard from the Worker or the room since this page opened, and online: not the device's old copy. */
  fresh: boolean;
}

interface Watch {
  state: WatchState;
  users: number;
  listeners: Set<() => void>;
  stop: (() => void) | null;
  /** A watch the page stopped using ends after this grace, so a route change that hands it to the next screen keeps the socket. */
  ending: ReturnType<typeof setTimeout> | null;
}

const GRACE_MS = 2_000;
const NOTHING: WatchState = { known: null, fresh: false };
const watches = new Map<string, Watch>();
const keptKey = (locationId: string) => `availability:${locationId}`;

export function readKeptAvailability(locationId: string): KnownAvailability | null {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(keptKey(locationId));
    const kept = text ? (JSON.parse(text) as KnownAvailability) : null;
    return kept?.availability?.locationId === locationId && Array.isArray(kept.availability.soldOut) ? kept : null;
  } catch {
    return null;
  }
}

function keep(kept: KnownAvailability) {
  try {
    localStorage.setItem(keptKey(kept.availability.locationId), JSON.stringify(kept));
  } catch {
    // Private mode or full: the page still shows it, it just is not kept.
  }
}

function forget(locationId: string) {
  try {
    localStorage.removeItem(keptKey(locationId));
  } catch {
    // Private mode: nothing was kept.
  }
}

const isNewer = (next: KnownAvailability, known: KnownAvailability | null) => !known || known.availability.asOf < next.availability.asOf;

/**
 * The store's watch. A list the server rendered the page with is where it
 * starts (fresh: heard from the Worker with the page), and the device's copy
 * is then only looked at when the page is idle (start); without one, the
 * device's copy is all there is to show until then.
 */
function watchOf(locationId: string, rendered: KnownAvailability | null = null): Watch {
  let watch = watches.get(locationId);
  if (!watch) {
    const state = rendered ? { known: rendered, fresh: true } : { known: readKeptAvailability(locationId), fresh: false };
    watch = { state, users: 0, listeners: new Set(), stop: null, ending: null };
    watches.set(locationId, watch);
  } else if (rendered && !watch.stop && isNewer(rendered, watch.state.known)) {
    // Nothing listens to a watch that has not started, so it can take the rendered list without telling anyone.
    watch.state = { known: rendered, fresh: true };
  }
  return watch;
}

function set(watch: Watch, state: WatchState) {
  watch.state = state;
  for (const listener of watch.listeners) listener();
}

/**
 * Takes a list unless the one known is newer (pushes and reads can cross on
 * the way); an answer from the Worker or the room makes it fresh. The same
 * items, newer and as fresh, change nothing on the page (a list's time shows
 * only once it is stale): the watch keeps it without telling the page, so
 * the idle read that confirms the list a store page was rendered with does
 * not render every part showing it again, synchronously, as the external
 * store's change would; the next change the page shows carries it.
 */
function learn(watch: Watch, next: KnownAvailability, fresh: boolean) {
  const known = watch.state.known;
  const partyHost = next.partyHost || known?.partyHost || '';
  if (isNewer(next, known)) {
    const kept = { availability: next.availability, partyHost };
    keep(kept);
    const state = { known: kept, fresh: fresh || watch.state.fresh };
    if (known && state.fresh === watch.state.fresh && sameData(known.availability.soldOut, kept.availability.soldOut)) watch.state = state;
    else set(watch, state);
  } else if (fresh && !watch.state.fresh) set(watch, { ...watch.state, fresh: true });
}

function start(locationId: string, watch: Watch): () => void {
  let stopped = false;
  let closeSocket: (() => void) | null = null;
  const listen = (partyHost: string) => {
    if (closeSocket || !partyHost || stopped) return;
    closeSocket = () => {};
    // Lazily loaded: partysocket stays out of the first download.
    void import('./availability-socket').then(({ listenToStore }) => {
      if (!stopped) closeSocket = listenToStore(partyHost, locationId, (pushed) => learn(watch, { availability: pushed, partyHost }, true));
    });
  };
  const read = () =>
    api.availability[':locationId']
      .$get({ param: { locationId } })
      .then((res) => readOk(res))
      .then(
        ({ availability, partyHost }) => {
          if (stopped) return;
          learn(watch, { availability, partyHost }, true);
          listen(partyHost);
        },
        (err: unknown) => {
          // Offline or refused: the device's copy stays, with its age on screen. Unless the store has closed: then
          // its copy goes, and My store with it.
          if (!(err instanceof ApiError && err.status === 404)) return;
          forget(locationId);
          forgetClosedStore(locationId);
          if (!stopped) set(watch, NOTHING);
        },
      );
  const offline = () => set(watch, { ...watch.state, fresh: false });
  // The socket catches up by itself once back; a store with no room to listen to is read again.
  const online = () => void read();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  let thenConnect: ReturnType<typeof setTimeout> | undefined;
  const cancelIdle = whenIdle(() => {
    // The device's copy against the rendered list: the newer one shows, and is kept.
    const kept = readKeptAvailability(locationId);
    if (kept) learn(watch, kept, false);
    const known = watch.state.known;
    if (known && known !== kept && isNewer(known, kept)) keep(known);
    // The room and the fresh read in a task of their own: a page's first storage read above can hold the thread
    // for a while (it waits on the browser), and together they made one task of 10-30 ms on a first visit.
    thenConnect = setTimeout(() => {
      listen(watch.state.known?.partyHost ?? '');
      if (!stopped) void read();
    }, 0);
  });
  return () => {
    stopped = true;
    cancelIdle();
    clearTimeout(thenConnect);
    closeSocket?.();
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

function subscribe(locationId: string, listener: () => void): () => void {
  const watch = watchOf(locationId);
  watch.listeners.add(listener);
  watch.users += 1;
  if (watch.ending) clearTimeout(watch.ending);
  watch.ending = null;
  watch.stop ??= start(locationId, watch);
  return () => {
    watch.listeners.delete(listener);
    watch.users -= 1;
    if (watch.users > 0) return;
    watch.ending = setTimeout(() => {
      watch.ending = null;
      if (watch.users > 0) return;
      watch.stop?.();
      watch.stop = null;
      // The next page starts from the device's copy, and must hear from the Worker again to call it fresh.
      watch.state = { ...watch.state, fresh: false };
    }, GRACE_MS);
  };
}

/** A store's day as a page shows it. */
export interface StoreDay {
  /** Sold out now (an item whose time is up is gone, also with the page left open offline). */
  soldOut: SoldOutItem[];
  /** When the list shown was last known to be right (epoch ms). */
  asOf: number;
  now: number;
  /** The list is the device's copy (offline, or not yet heard from the Worker): say how old it is. */
  stale: boolean;
}

/**
 * The store's day for `locationId` (null: none). `rendered` is the list the
 * server rendered the page with, so hydration matches its HTML and nothing
 * blinks; a newer list from the device, the Worker or the room replaces it.
 */
export function useStoreDay(locationId: string | null, rendered: KnownAvailability | null = null): StoreDay | null {
  const onChange = useCallback((listener: () => void) => (locationId ? subscribe(locationId, listener) : () => {}), [locationId]);
  const ownRendered = rendered?.availability.locationId === locationId ? rendered : null;
  const state = useSyncExternalStore(
    onChange,
    () => (locationId ? watchOf(locationId, ownRendered).state : NOTHING),
    // The server has no watches (one Worker serves everyone); the browser's first render takes the
    // watch's state, the very object it answers right after, so the page is not rendered twice.
    () => (locationId && typeof window !== 'undefined' ? watchOf(locationId, ownRendered).state : NOTHING),
  );
  useEffect(() => {
    if (locationId && ownRendered) learn(watchOf(locationId), ownRendered, true);
  }, [locationId, ownRendered]);

  const fromRender = ownRendered !== null && isNewer(ownRendered, state.known);
  const known = fromRender ? ownRendered : state.known;
  const now = useNowUntil(known ? nextReturn(known.availability.soldOut, Date.now()) : null);
  // The same array while nothing changed, so what is worked out from it is too.
  const soldOut = useMemo(() => (known ? stillSoldOut(known.availability.soldOut, now) : []), [known, now]);
  if (!locationId || !known) return null;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { soldOut, asOf: known.availability.asOf, now, stale: offline || !(fromRender || state.fresh) };
}

/** The key a sold-out item is found by: `drink/<id>` or `topping/<id>`. */
export const itemKey = (itemType: SoldOutItem['itemType'], itemId: string) => `${itemType}/${itemId}`;
