import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { afterNextPaint } from '../../../lib/after-paint';

/** The drink modal lives in the URL (?drink=<id>), so the header search and shared links open it. */
export const DRINK_PARAM = 'drink';
const OPENED_HERE = 'drink-opened-here';

/**
 * Opening a drink from the page is a step of its own in the history, so the
 * phone's Back closes the drink instead of leaving the series; closing it
 * with its own button steps back the same way. A drink the page was opened
 * with (a shared link, the header search) closes in place, without going
 * back to wherever the visitor came from. A change of query alone never
 * scrolls the page (app/layouts/scroll-restoration.tsx).
 */
export function useOpenDrink() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A drink just tapped opens as a transition of this page alone; its address follows once the sheet has painted. Pushing
  // it in the tap (and the router drawing the whole app again for the new location) would cost the tap 10-30 ms of a
  // phone's main thread before anything moves.
  const [tapped, setTapped] = useState<string | null>(null);
  const drinkId = tapped ?? params.get(DRINK_PARAM);
  const openedHere = (location.state as { by?: string } | null)?.by === OPENED_HERE;

  // The query is read when a drink is opened, not when the page renders: `openDrink` then stays the same function while
  // the query changes, so the page's cards (memoized) are not drawn again each time a drink opens or closes.
  const search = useRef(location.search);
  useEffect(() => {
    search.current = location.search;
  }, [location.search]);

  const openDrink = useCallback((id: string) => startTransition(() => setTapped(id)), []);
  useEffect(() => {
    if (!tapped) return;
    return afterNextPaint(() => {
      const next = new URLSearchParams(search.current);
      next.set(DRINK_PARAM, tapped);
      // One render: the address takes over from the tap, the sheet stays as it is.
      startTransition(() => {
        void navigate({ search: `?${next.toString()}` }, { state: { by: OPENED_HERE } });
        setTapped(null);
      });
    });
  }, [tapped, navigate]);

  const closeDrink = useCallback(() => {
    if (tapped) {
      // Closed before its address was pushed: nothing to step back from.
      setTapped(null);
      return;
    }
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DRINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [tapped, openedHere, navigate, setParams]);

  return { drinkId, openDrink, closeDrink };
}
