import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { matchesSearch } from '../../../components/ui/catalog-toolbar';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import type { Series } from '../../../lib/contract';
import { ownMenuTexts } from '../texts';

interface SeriesListProps {
  series: readonly Series[];
  /** What was typed in the menu's search: the rows say which drinks match. */
  search: string;
  onOpen: (id: string) => void;
  /** The series the user came back from: its row gets the focus again. */
  returnFocusTo: string | null;
}

/** 'All Series': one row per series of the user's menu with its drink count; choosing one shows its drinks. */
export function SeriesList({ series, search, onOpen, returnFocusTo }: SeriesListProps) {
  const rows = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (returnFocusTo) rows.current.get(returnFocusTo)?.focus();
  }, [returnFocusTo]);

  if (series.length === 0) {
    return (
      <p className="load-empty">
        {ownMenuTexts.noSeries} <Link to={`${paths.dashboard.series}/`}>{ownMenuTexts.addSeriesLink}</Link>
      </p>
    );
  }
  return (
    <ul className="catalog-list" role="list">
      {series.map((s) => {
        const matching = search.trim() ? s.drinks.filter((d) => matchesSearch(search, d.name)).map((d) => d.name) : [];
        return (
          <li key={s._id}>
            <button
              ref={(el) => {
                if (el) rows.current.set(s._id, el);
                else rows.current.delete(s._id);
              }}
              type="button"
              className="catalog-row catalog-row--button"
              onClick={() => onOpen(s._id)}
              aria-label={ownMenuTexts.openSeries(s.name, s.drinks.length)}
            >
              <Picture frame="thumb" src={s.image} alt="" width={64} height={64} />
              <span className="catalog-row__main">
                <span className="catalog-row__name">{s.name}</span>
                <span className="catalog-row__meta">{matching.length > 0 ? ownMenuTexts.matching(matching) : ownMenuTexts.drinkCount(s.drinks.length)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
