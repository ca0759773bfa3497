import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CachedDrink } from '../../../lib/db';
import { useCachedToppings, useFavorites } from '../../../sync/cached-resources';
import { useStoreToday } from '../store-today';
import { DrinkBuilder } from './drink-builder';

/** ?fav=<id> beside ?drink=<id> opens a saved build of 'My drinks' to edit. */
export const FAVORITE_PARAM = 'fav';

/** The builder of an open drink, with the cached toppings and, when asked for, a saved build. */
export function CachedDrinkBuilder({ drink }: { drink: CachedDrink }) {
  // The sheet opens and paints first; the builder (options, topping pictures) follows as a transition, so a tap on a drink answers at once.
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <Builder drink={drink} /> : null;
}

function Builder({ drink }: { drink: CachedDrink }) {
  const toppings = useCachedToppings() ?? [];
  const favorites = useFavorites();
  const today = useStoreToday();
  const [params] = useSearchParams();
  const favId = params.get(FAVORITE_PARAM);
  const saved = favId ? favorites?.find((f) => f.id === favId && f.drinkId === drink._id) : null;
  // Wait for the saved build rather than open the standard one and jump.
  if (favId && favorites === undefined) return null;
  return <DrinkBuilder drink={drink} toppings={toppings} saved={saved} today={today} />;
}
