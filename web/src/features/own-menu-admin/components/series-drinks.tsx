import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { matchesSearch } from '../../../components/ui/catalog-toolbar';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import type { Series } from '../../../lib/contract';
import { ownMenuTexts } from '../texts';

/** 'Drinks of {series}': the drinks of the chosen series (those the search matches) and the way back. */
interface SeriesDrinksProps {
  series: Series;
  search: string;
  onBack: () => void;
  /** True when the user just chose the series here (not on a fresh page load). */
  takeFocus: boolean;
}

export function SeriesDrinks({ series, search, onBack, takeFocus }: SeriesDrinksProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list the user clicked in is gone: move focus to what replaced it.
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus, series._id]);
  const drinks = series.drinks.filter((d) => matchesSearch(search, d.name, d.description));

  return (
    <>
      <div className="cluster cluster--between menu-view__bar">
        <h2 ref={headingRef} tabIndex={-1}>
          {ownMenuTexts.drinksHeading(series.name)}
        </h2>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {ownMenuTexts.backButton}
        </button>
      </div>
      {series.drinks.length === 0 ? (
        <p className="load-empty">
          {ownMenuTexts.noDrinks} <Link to={`${paths.dashboard.drinks}/`}>{ownMenuTexts.addDrinksLink}</Link>
        </p>
      ) : drinks.length === 0 ? (
        <p className="load-empty">{ownMenuTexts.noMatch}</p>
      ) : (
        <ul className="catalog-list" role="list">
          {drinks.map((drink) => (
            <li key={drink._id}>
              <article className="catalog-row catalog-row--read-only" aria-labelledby={`drink-${drink._id}`}>
                <Picture frame="thumb" src={drink.image} alt="" width={64} height={64} />
                <div className="catalog-row__main">
                  <h3 id={`drink-${drink._id}`} className="catalog-row__name">
                    {drink.name}
                  </h3>
                  {drink.description && <p className="clamp catalog-row__text">{drink.description}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
