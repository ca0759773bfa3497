import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { CachedSeries } from '../../../lib/db';
import { menuTexts } from '../texts';
import './series-side-list.css';

/**
 * The side list of series (SPEC §2.6): a column beside the cards on wide
 * screens, a row of chips that scrolls sideways on phones.
 */
export function SeriesSideList({ series }: { series: readonly CachedSeries[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On phones the current series may sit off to the right: bring its chip into the row's view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const chip = current.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    row.scrollLeft += chip.left + chip.width / 2 - (box.left + box.width / 2);
  }, [pathname, series.length]);

  return (
    <nav className="series-side-list" aria-label={menuTexts.seriesListLabel}>
      <h2 className="list-label">{menuTexts.seriesListLabel}</h2>
      <ul ref={list} className="series-side-list__items">
        {series.map((s) => (
          <li key={s._id}>
            <NavLink to={paths.series(s._id)} className={s.signature ? 'series-side-list__link series-side-list__link--signature' : 'series-side-list__link'}>
              {s.name}
              {s.signature && <span className="visually-hidden"> ({menuTexts.signature})</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
