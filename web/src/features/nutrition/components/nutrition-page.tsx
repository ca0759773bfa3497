import type { ReactNode } from 'react';
import { CachedList } from '../../../components/ui/cached-list';
import { PageTitle } from '../../../components/ui/page-title';
import { ALLERGEN_NAMES, FDA_CALORIE_STATEMENT, type Allergen } from '../../../lib/contract';
import type { CachedDrink, CachedSeries, CachedTopping } from '../../../lib/db';
import { useCachedDrinks, useCachedSeriesList, useCachedToppings, useMenuRefresh } from '../../../sync/cached-resources';
import { nutritionTexts as t } from '../texts';
import './nutrition-page.css';

const allergenWords = (list: readonly Allergen[]) => (list.length ? list.map((a) => ALLERGEN_NAMES[a]).join(', ') : t.none);

/**
 * /nutrition: every drink and topping in one table, as 21 CFR 101.11 asks a
 * chain to offer on request. Read from the cached menu, so it opens offline;
 * printable (nutrition-page.css hides the site around it).
 */
export function NutritionPage() {
  const series = useCachedSeriesList();
  const drinks = useCachedDrinks();
  const toppings = useCachedToppings();
  const refresh = useMenuRefresh();
  return (
    <div className="container nutrition-page">
      <PageTitle description={t.description}>{t.title}</PageTitle>
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <p className="fda-statement">{FDA_CALORIE_STATEMENT}.</p>
      <button type="button" className="button button--secondary button--small nutrition-page__print" onClick={() => window.print()}>
        {t.print}
      </button>
      <CachedList rows={drinks} refresh={refresh} empty={<p>{t.empty}</p>} loadingLabel={t.loading}>
        {(rows) => (
          <>
            <DrinkTable series={series ?? []} drinks={rows} />
            {toppings && toppings.length > 0 && <ToppingTable toppings={toppings} />}
          </>
        )}
      </CachedList>
    </div>
  );
}

/** One of the page's tables under its heading, scrolling sideways on a phone (and reachable by keyboard to do so). */
function NutritionTable({ id, heading, columns, children }: { id: string; heading: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <div className="nutrition-table__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="nutrition-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {children}
        </table>
      </div>
    </section>
  );
}

const drinkColumns = [t.columns.drink, t.columns.size, t.columns.calories, t.columns.sugar, t.columns.caffeine, t.columns.allergens];
const toppingColumns = [t.columns.topping, t.columns.perServing, t.columns.sugar, t.columns.caffeine, t.columns.allergens];

function DrinkTable({ series, drinks }: { series: readonly CachedSeries[]; drinks: readonly CachedDrink[] }) {
  return (
    <NutritionTable id="nutrition-drinks" heading={t.drinksHeading} columns={drinkColumns}>
      {series.map((s) => {
        const own = drinks.filter((d) => d.seriesId === s._id);
        if (!own.length) return null;
        return (
          <tbody key={s._id}>
            <tr className="nutrition-table__series">
              <th scope="rowgroup" colSpan={drinkColumns.length}>
                {s.name}
              </th>
            </tr>
            {own.map((d) =>
              d.facts ? (
                d.facts.sizes.map((size, i) => (
                  <tr key={d._id + size.name}>
                    {i === 0 && (
                      <th scope="row" rowSpan={d.facts!.sizes.length}>
                        {d.name}
                      </th>
                    )}
                    <td>{`${size.name} (${size.ounces} oz)`}</td>
                    <td>{size.calories}</td>
                    <td>{Math.round(size.sugarG)}</td>
                    <td>{size.caffeineMg}</td>
                    {i === 0 && <td rowSpan={d.facts!.sizes.length}>{allergenWords(d.facts!.allergens)}</td>}
                  </tr>
                ))
              ) : (
                <tr key={d._id}>
                  <th scope="row">{d.name}</th>
                  <td colSpan={drinkColumns.length - 1}>{t.comingSoon}</td>
                </tr>
              ),
            )}
          </tbody>
        );
      })}
    </NutritionTable>
  );
}

function ToppingTable({ toppings }: { toppings: CachedTopping[] }) {
  return (
    <NutritionTable id="nutrition-toppings" heading={t.toppingsHeading} columns={toppingColumns}>
      <tbody>
        {toppings.map((top) => (
          <tr key={top._id}>
            <th scope="row">
              {top.name}
              {top.vegan && <span className="nutrition-table__mark"> ({t.vegan})</span>}
            </th>
            <td>{top.calories}</td>
            <td>{Math.round(top.sugarG)}</td>
            <td>{top.caffeineMg}</td>
            <td>{allergenWords(top.allergens)}</td>
          </tr>
        ))}
      </tbody>
    </NutritionTable>
  );
}
