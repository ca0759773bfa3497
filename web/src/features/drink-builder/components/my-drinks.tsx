import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastSuccess } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { buildFacts, normalizeBuild, type Topping } from '../../../lib/contract';
import type { CachedDrink, FavoriteDrink } from '../../../lib/db';
import { favoriteWrites, useCachedDrinks, useCachedToppings } from '../../../sync/cached-resources';
import { useCachedQuery } from '../../../sync/lazy';
import { buildLine, buildWords } from '../build-words';
import { buildForToday, drinkBack, toppingSoldOut, useStoreToday, type StoreToday } from '../store-today';
import { myDrinksTexts } from '../texts';
import { CashierView } from './cashier-view';
import { FAVORITE_PARAM } from './cached-drink-builder';
import { useDeviceKeepsBuilds } from './my-drinks-when-saved';
import './my-drinks.css';

/**
 * 'My drinks': the builds saved on this device, on the home page and the
 * menu. Nothing shows until one is saved, so a first visit stays as it was.
 */
export default function MyDrinks({ showEmpty = false }: { showEmpty?: boolean }) {
  const favorites = useSavedBuilds();
  const drinks = useCachedDrinks();
  const toppings = useCachedToppings() ?? [];
  const today = useStoreToday();
  const [cashier, setCashier] = useState<FavoriteDrink | null>(null);
  const [removing, setRemoving] = useState<FavoriteDrink | null>(null);
  if (!favorites || (!favorites.length && !showEmpty)) return null;

  const drinkOf = (f: FavoriteDrink) => drinks?.find((d) => d._id === f.drinkId);
  const remove = async (f: FavoriteDrink) => {
    await (await favoriteWrites()).removeFavorite(f.id);
    setRemoving(null);
    toastSuccess(myDrinksTexts.removed);
  };
  const cashierDrink = cashier && drinkOf(cashier);
  // At the counter, the drink as My store can make it today.
  const cashierBuild = cashier && cashierDrink?.facts ? buildForToday(normalizeBuild(cashierDrink.facts, cashier.build), today) : null;

  return (
    <section className="container my-drinks" aria-labelledby="my-drinks-heading">
      <h2 id="my-drinks-heading">{myDrinksTexts.heading}</h2>
      <p className="my-drinks__lead">{myDrinksTexts.lead}</p>
      {!favorites.length ? (
        <p>{myDrinksTexts.empty}</p>
      ) : (
        <ul className="my-drinks__list">
          {favorites.map((f) => (
            <li key={f.id}>
              <FavoriteCard favorite={f} drink={drinkOf(f)} toppings={toppings} today={today} onCashier={() => setCashier(f)} onRemove={() => setRemoving(f)} />
            </li>
          ))}
        </ul>
      )}
      {cashier && cashierDrink?.facts && cashierBuild && (
        <CashierView
          open
          onClose={() => setCashier(null)}
          drinkName={cashierDrink.name}
          label={cashier.label}
          build={cashierBuild}
          facts={cashierDrink.facts}
          toppings={toppings}
          calories={buildFacts(cashierDrink.facts, toppings, cashierBuild).calories}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={myDrinksTexts.remove}
        message={removing ? myDrinksTexts.confirmRemove(removing.label || removing.drinkName) : ''}
        confirmLabel={myDrinksTexts.remove}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

interface FavoriteCardProps {
  favorite: FavoriteDrink;
  drink: CachedDrink | undefined;
  toppings: readonly Topping[];
  /** My store's day: a saved drink whose drink or topping is sold out there says so. */
  today: StoreToday | null;
  onCashier: () => void;
  onRemove: () => void;
}

function FavoriteCard({ favorite, drink, toppings, today, onCashier, onRemove }: FavoriteCardProps) {
  const facts = drink?.facts;
  const build = facts ? normalizeBuild(facts, favorite.build) : null;
  const drinkOut = today && drink ? drinkBack(today, drink._id) : undefined;
  const toppingsOut = today && build ? toppings.filter((t) => build.toppingIds.includes(t._id) && toppingSoldOut(today, t._id)) : [];
  return (
    <article className="favorite-card">
      <h3 className="favorite-card__name">{favorite.label || favorite.drinkName}</h3>
      {favorite.label && <p className="favorite-card__drink">{favorite.drinkName}</p>}
      {facts && build ? (
        <p className="favorite-card__build">
          {buildLine(buildWords(build, facts, toppings))} · <strong>{buildFacts(facts, toppings, build).calories} Cal</strong>
        </p>
      ) : (
        drink === undefined && <p className="favorite-card__build">{myDrinksTexts.gone}</p>
      )}
      {today && drinkOut && <p className="favorite-card__sold-out">{myDrinksTexts.drinkSoldOut(today.name, drinkOut)}</p>}
      {today && toppingsOut.length > 0 && <p className="favorite-card__sold-out">{myDrinksTexts.toppingsSoldOut(today.name, toppingsOut.map((t) => t.name).join(', '))}</p>}
      <div className="favorite-card__actions">
        {drink && (
          <Link
            className="button button--small button--secondary"
            to={`${paths.series(drink.seriesId)}?drink=${encodeURIComponent(drink._id)}&${FAVORITE_PARAM}=${encodeURIComponent(favorite.id)}`}
          >
            {myDrinksTexts.open}
          </Link>
        )}
        {facts && (
          <button type="button" className="button button--small button--primary" onClick={onCashier}>
            {myDrinksTexts.cashier}
          </button>
        )}
        <button type="button" className="button button--small button--secondary" onClick={onRemove} aria-label={`${myDrinksTexts.remove} ${favorite.label || favorite.drinkName}`}>
          {myDrinksTexts.remove}
        </button>
      </div>
    </article>
  );
}

/**
 * The device's saved builds, live. A device that has saved none (every first
 * visit) learns so from IndexedDB itself, so the home page and the menu do
 * not load the cache's code (Dexie) just to find the list empty.
 */
function useSavedBuilds(): FavoriteDrink[] | undefined {
  const keeps = useDeviceKeepsBuilds();
  const favorites = useCachedQuery((sync) => sync.readFavorites(), [], [], undefined, !keeps);
  return keeps !== false ? favorites : [];
}
