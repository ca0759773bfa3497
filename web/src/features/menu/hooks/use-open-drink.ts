import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The drink modal lives in the URL (?drink=<id>), so the header search and shared links open it. */
export const DRINK_PARAM = 'drink';

export function useOpenDrink() {
  const [params, setParams] = useSearchParams();
  const drinkId = params.get(DRINK_PARAM);

  const setDrink = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(DRINK_PARAM, id);
          else next.delete(DRINK_PARAM);
          return next;
        },
        // Opening or closing a modal is not a page of its own: no history
        // entry, and the page stays where the visitor scrolled it (a change of
        // query alone never scrolls: app/layouts/scroll-restoration.tsx).
        { replace: true },
      ),
    [setParams],
  );

  return { drinkId, openDrink: setDrink, closeDrink: useCallback(() => setDrink(null), [setDrink]) };
}
