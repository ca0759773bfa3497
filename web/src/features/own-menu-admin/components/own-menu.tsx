import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { CatalogToolbar, countOf, matchesSearch } from '../../../components/ui/catalog-toolbar';
import '../../../components/ui/catalog-list.css';
import { useOwnMenuAdmin } from '../api/get-own-menu';
import { useOpenSeries } from '../hooks/use-open-series';
import { ownMenuTexts } from '../texts';
import { SeriesDrinks } from './series-drinks';
import { SeriesList } from './series-list';
import './own-menu.css';

/**
 * The own-menu screen (SPEC §2.16): the series, one row each, then the drinks
 * of the one chosen; one search finds series and drinks by name, and the
 * count says how much of the menu shows.
 */
export function OwnMenu() {
  const menu = useOwnMenuAdmin();
  const { openId, open, close } = useOpenSeries();
  const [search, setSearch] = useState('');
  // Focus follows the user's own moves only, never a fresh page load.
  const [moved, setMoved] = useState<{ into: string | null; from: string | null }>({ into: null, from: null });
  const series = menu.data ?? [];
  const chosen = openId ? series.find((s) => s._id === openId) : undefined;
  const shownSeries = series.filter((s) => matchesSearch(search, s.name, ...s.drinks.map((d) => d.name)));
  const count = chosen
    ? countOf(chosen.drinks.filter((d) => matchesSearch(search, d.name, d.description)).length, chosen.drinks.length, ownMenuTexts.drinkNoun)
    : countOf(shownSeries.length, series.length, ownMenuTexts.seriesNoun);

  return (
    <div className="own-menu catalog">
      <CatalogToolbar searchLabel={ownMenuTexts.searchLabel} search={search} onSearch={setSearch} count={menu.data ? count : ''} />
      {/* Empty states are drawn by the views themselves: each links where to add what is missing. */}
      <AsyncContent state={menu} isEmpty={() => false} emptyText="" loadingText={ownMenuTexts.loading}>
        {() => {
          if (chosen) {
            const back = () => {
              setMoved({ into: null, from: chosen._id });
              close();
            };
            return <SeriesDrinks series={chosen} search={search} onBack={back} takeFocus={moved.into === chosen._id} />;
          }
          return (
            <>
              <h2>{ownMenuTexts.seriesHeading}</h2>
              {openId && (
                <p className="form-note" role="status">
                  {ownMenuTexts.seriesGone}
                </p>
              )}
              {series.length > 0 && shownSeries.length === 0 ? (
                <p className="load-empty">{ownMenuTexts.noMatch}</p>
              ) : (
                <SeriesList
                  series={shownSeries}
                  search={search}
                  returnFocusTo={moved.from}
                  onOpen={(id) => {
                    setMoved({ into: id, from: null });
                    open(id);
                  }}
                />
              )}
            </>
          );
        }}
      </AsyncContent>
    </div>
  );
}
