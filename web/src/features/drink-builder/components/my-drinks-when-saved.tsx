import { useEffect, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-parts';
import { cacheHoldsRows } from '../../../sync/cache-holds-rows';
import { useFavoriteSaved } from '../../../sync/favorite-saved';

const SavedBuilds = lazyPart('my-drinks', () => import('./my-drinks'));

/**
 * Whether this device keeps a saved build: asked of IndexedDB directly once
 * (undefined until it answers), and true from the moment one is saved here.
 */
export function useDeviceKeepsBuilds(): boolean | undefined {
  const [held, setHeld] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void cacheHoldsRows('favorites').then((rows) => live && setHeld(rows));
    return () => {
      live = false;
    };
  }, []);
  const saved = useFavoriteSaved();
  return saved || held;
}

/**
 * 'My drinks' on the home page and the menu, loaded only on a device that
 * keeps a saved build or once one is saved on this page: a visitor with none
 * never downloads or runs its code, which with what it imports is a dozen files.
 */
export function MyDrinksWhenSaved() {
  return useDeviceKeepsBuilds() ? <SavedBuilds /> : null;
}
