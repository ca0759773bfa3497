import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CachedList } from '../../../components/ui/cached-list';
import { CalorieStatement } from '../../../components/ui/drink-facts-line';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import type { CachedDrink } from '../../../lib/db';
import { useCachedDrink, useCachedDrinks, useCachedSeriesList, useMenuRefresh } from '../../../sync/cached-resources';
import { drinkPasses } from '../drink-filters';
import { DrinkCard } from './drink-card';
import { MenuFilters, useDrinkFilters } from './menu-filters';
import { useDrinkCounts } from '../hooks/use-drink-counts';
import { DRINK_PARAM } from '../hooks/use-open-drink';
import { menuTexts } from '../texts';
import { SeriesCard } from './series-card';
import { SeriesSideList } from './series-side-list';
import './menu-page.css';

interface MenuPageProps {
  /** Under a found drink card's name: what the visitor's store has of it today, supplied by the route. */
  renderCardNote?: (drink: CachedDrink) => ReactNode;
  /** Above the series: whose day the drink cards show, supplied by the route. */
  aside?: ReactNode;
}

/** /menu (SPEC §2.6): every series as a card and in the side list. */
export function MenuPage({ renderCardNote, aside }: MenuPageProps = {}) {
  const series = useCachedSeriesList();
  const counts = useDrinkCounts();
  const refresh = useMenuRefresh();
  const [params] = useSearchParams();
  const drinkParam = params.get(DRINK_PARAM);
  const linkedDrink = useCachedDrink(drinkParam);
  const { filters, setFilters, on } = useDrinkFilters();
  const drinks = useCachedDrinks();
  const navigate = useNavigate();
  const matching = on ? (drinks ?? []).filter((d) => drinkPasses(d.facts, filters)) : [];
  const openDrink = (id: string) => {
    const d = drinks?.find((x) => x._id === id);
    if (d) void navigate(`${paths.series(d.seriesId)}?${DRINK_PARAM}=${encodeURIComponent(id)}`);
  };

  // /menu?drink=<id>: the drink lives on its series page; open it there.
  if (linkedDrink) {
    return <Navigate replace to={`${paths.series(linkedDrink.seriesId)}?${DRINK_PARAM}=${encodeURIComponent(linkedDrink._id)}`} />;
  }

  return (
    <div className="container menu-page">
      <PageTitle description={menuTexts.description}>{menuTexts.title}</PageTitle>
      <div className="menu-page__header">
        <h1>{menuTexts.title}</h1>
        <p className="lead">{menuTexts.lead}</p>
      </div>
      {drinkParam && linkedDrink === null && refresh.status !== 'loading' && (
        <p className="menu-notice" role="status">
          {menuTexts.drinkNotFound}
        </p>
      )}
      {aside}
      <MenuFilters filters={filters} setFilters={setFilters} />
      {on && (
        <section className="menu-results" aria-label={menuTexts.filtersHeading}>
          <p className="menu-results__count" role="status">
            {matching.length ? menuTexts.matching(matching.length) : menuTexts.noMatch}
          </p>
          {matching.length > 0 && (
            <ul className="card-grid drink-grid">
              {matching.map((d, i) => (
                <li key={d._id}>
                  <DrinkCard drink={d} onOpen={openDrink} eager={i < 4} note={renderCardNote?.(d)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <CachedList rows={series} refresh={refresh} empty={<p>{menuTexts.noSeries}</p>} loadingLabel={menuTexts.loadingMenu}>
        {(rows) => (
          <div className="menu-layout">
            <SeriesSideList series={rows} />
            <ul className="card-grid series-grid" aria-label={menuTexts.seriesListLabel}>
              {rows.map((s, i) => (
                <li key={s._id}>
                  <SeriesCard series={s} drinkCount={counts.get(s._id) ?? 0} eager={i < 4} priority={i === 0} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CachedList>
      <CalorieStatement />
    </div>
  );
}
