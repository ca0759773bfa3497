import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

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
  const drinkId = params.get(DRINK_PARAM);
  const openedHere = (location.state as { by?: string } | null)?.by === OPENED_HERE;

  // The query is read when a drink is opened, not when the page renders: `openDrink` then stays the same function while
  // the query changes, so the page's cards (memoized) are not drawn again each time a drink opens or closes.
  const search = useRef(location.search);
  useEffect(() => {
    search.current = location.search;
  }, [location.search]);
  const openDrink = useCallback(
    (id: string) => {
      const next = new URLSearchParams(search.current);
      next.set(DRINK_PARAM, id);
      void navigate({ search: `?${next.toString()}` }, { state: { by: OPENED_HERE } });
    },
    [navigate],
  );

  const closeDrink = useCallback(() => {
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
  }, [openedHere, navigate, setParams]);

  return { drinkId, openDrink, closeDrink };
}
