import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture';
import type { Series } from '../../../lib/contract';
import { ownMenuTexts } from '../texts';
import { paths } from '../../../config/paths';

/** 'All Series': a grid of the user's series; choosing one shows its drinks. */
interface SeriesTilesProps {
  series: readonly Series[];
  onOpen: (id: string) => void;
  /** The series the user came back from: its tile gets the focus again. */
  returnFocusTo: string | null;
}

export function SeriesTiles({ series, onOpen, returnFocusTo }: SeriesTilesProps) {
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (returnFocusTo) tiles.current.get(returnFocusTo)?.focus();
  }, [returnFocusTo]);

  if (series.length === 0) {
    return (
      <p className="load-empty">
        {ownMenuTexts.noSeries} <Link to={`${paths.dashboard.series}/`}>{ownMenuTexts.addSeriesLink}</Link>
      </p>
    );
  }
  return (
    <ul className="card-grid tile-grid" role="list">
      {series.map((s) => (
        <li key={s._id}>
          <button
            ref={(el) => {
              if (el) tiles.current.set(s._id, el);
              else tiles.current.delete(s._id);
            }}
            type="button"
            className="tile tile--button" onClick={() => onOpen(s._id)} aria-label={ownMenuTexts.openSeries(s.name, s.drinks.length)}>
            <Picture frame="tile__image" src={s.image} alt="" width={320} height={320} />
            <span className="tile__body">
              <span className="tile__name">{s.name}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
