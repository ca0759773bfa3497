import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import type { Series } from '../../../lib/contract';
import { ownMenuTexts } from '../texts';

/** 'Drinks of {series}': the drinks of the chosen series and the way back. */
interface SeriesDrinksProps {
  series: Series;
  onBack: () => void;
  /** True when the user just chose the series here (not on a fresh page load). */
  takeFocus: boolean;
}

export function SeriesDrinks({ series, onBack, takeFocus }: SeriesDrinksProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The grid the user clicked in is gone: move focus to what replaced it.
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus, series._id]);

  return (
    <>
      <div className="menu-view__bar">
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
      ) : (
        <ul className="card-grid tile-grid" role="list">
          {series.drinks.map((drink) => (
            <li key={drink._id}>
              <article className="tile">
                <Picture frame="tile__image" src={drink.image} alt="" width={320} height={320} />
                <div className="tile__body">
                  <h3 className="tile__name">{drink.name}</h3>
                  {drink.description && <p className="tile__text">{drink.description}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
