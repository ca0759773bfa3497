import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CachedList } from '../../../components/ui/cached-list';
import { CalorieStatement } from '../../../components/ui/drink-facts-line';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { CachedDrink } from '../../../lib/db';
import { useCachedSeries, useCachedSeriesList, useMenuRefresh } from '../../../sync/cached-resources';
import { usePageSnapshot } from '../../../sync/snapshot';
import { seriesJsonLd } from '../menu-json-ld';
import { useOpenDrink } from '../hooks/use-open-drink';
import { menuTexts } from '../texts';
import { DrinkCard } from './drink-card';
import { DrinkDialog } from './drink-dialog';
import { SeriesSideList } from './series-side-list';
import '../../../styles/public-data.css';
import './menu-page.css';
import './series-page.css';

interface SeriesPageProps {
  seriesId: string;
  /** The drink modal's Reviews tab, supplied by the route. */
  renderReviews: (drink: CachedDrink) => ReactNode;
  /** The drink modal's builder, supplied by the route. */
  renderBuilder?: (drink: CachedDrink) => ReactNode;
  /** Under a drink card's name: what the visitor's store has of it today, supplied by the route. */
  renderCardNote?: (drink: CachedDrink) => ReactNode;
  /** Above the drinks: whose day the cards show, supplied by the route. */
  aside?: ReactNode;
}

/** /menu/:seriesId (SPEC §2.7): the series' drinks; ?drink=<id> opens one. */
export function SeriesPage({ seriesId, renderReviews, renderBuilder, renderCardNote, aside }: SeriesPageProps) {
  const { series, drinks } = useCachedSeries(seriesId);
  const allSeries = useCachedSeriesList();
  const refresh = useMenuRefresh();
  const { drinkId, openDrink, closeDrink } = useOpenDrink();
  const openDrinkRow = (drinkId && drinks?.find((d) => d._id === drinkId)) || null;
  const missing = series === null && refresh.status !== 'loading';
  // Absolute URLs for search engines, as on a store page: the server's origin, the page's own after.
  const origin = usePageSnapshot()?.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const jsonLd = useMemo(
    () => (series && drinks && drinks.length > 0 ? JSON.stringify(seriesJsonLd(series, drinks, origin)).replace(/</g, '\\u003c') : null),
    [series, drinks, origin],
  );
  const heading = series ? menuTexts.seriesHeading(series.name) : missing ? menuTexts.seriesMissingHeading : menuTexts.seriesFallbackHeading;

  return (
    <div className="container menu-page">
      <PageTitle description={series ? menuTexts.seriesDescription(series.name) : menuTexts.description}>{heading}</PageTitle>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <div className="menu-page__header">
        <Link className="back-link" to={paths.menu}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {menuTexts.backToMenu}
        </Link>
        {series?.signature && (
          <p className="series-page__badge">
            <span className="badge badge--signature">{menuTexts.signature}</span>
          </p>
        )}
        <h1>{heading}</h1>
        {series && drinks && drinks.length > 0 && <p className="lead">{menuTexts.drinkCount(drinks.length)}</p>}
      </div>
      <div className="menu-layout">
        {allSeries && allSeries.length > 0 && <SeriesSideList series={allSeries} />}
        <div className="menu-layout__main">
          {aside}
          {series === undefined ? (
            <Spinner label={menuTexts.loadingDrinks} />
          ) : series === null ? (
            <MissingSeries refresh={refresh} />
          ) : (
            <CachedList rows={drinks} refresh={refresh} empty={<p>{menuTexts.noDrinks}</p>} loadingLabel={menuTexts.loadingDrinks}>
              {(rows) => <DrinkGrid rows={rows} label={heading} onOpen={openDrink} renderCardNote={renderCardNote} />}
            </CachedList>
          )}
        </div>
      </div>
      <CalorieStatement />
      <DrinkDialog drink={openDrinkRow} onClose={closeDrink} renderReviews={renderReviews} renderBuilder={renderBuilder} />
    </div>
  );
}

interface DrinkGridProps {
  rows: readonly CachedDrink[];
  label: string;
  onOpen: (drinkId: string) => void;
  renderCardNote?: (drink: CachedDrink) => ReactNode;
}

/** The series' cards: drawn again only when the drinks change, not when a drink opens or closes (the query changes). */
const DrinkGrid = memo(function DrinkGrid({ rows, label, onOpen, renderCardNote }: DrinkGridProps) {
  return (
    <ul className="card-grid drink-grid" aria-label={label}>
      {rows.map((d, i) => (
        <li key={d._id}>
          <DrinkCard drink={d} onOpen={onOpen} eager={i < 4} priority={i === 0} note={renderCardNote?.(d)} />
        </li>
      ))}
    </ul>
  );
});

/** The cache has no such series: wait for the refresh, then say so. */
function MissingSeries({ refresh }: { refresh: ReturnType<typeof useMenuRefresh> }) {
  return (
    <CachedList
      rows={[]}
      refresh={refresh}
      empty={
        <p>
          {menuTexts.seriesNotFound} <Link to={paths.menu}>{menuTexts.backToMenu}</Link>
        </p>
      }
      loadingLabel={menuTexts.loadingDrinks}
    >
      {() => null}
    </CachedList>
  );
}
