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

function DrinkTable({ series, drinks }: { series: readonly CachedSeries[]; drinks: readonly CachedDrink[] }) {
  return (
    <section aria-labelledby="nutrition-drinks">
      <h2 id="nutrition-drinks">{t.drinksHeading}</h2>
      <div className="nutrition-table__scroll" tabIndex={0} role="region" aria-labelledby="nutrition-drinks">
        <table className="nutrition-table">
          <thead>
            <tr>
              <th scope="col">{t.columns.drink}</th>
              <th scope="col">{t.columns.size}</th>
              <th scope="col">{t.columns.calories}</th>
              <th scope="col">{t.columns.sugar}</th>
              <th scope="col">{t.columns.caffeine}</th>
              <th scope="col">{t.columns.allergens}</th>
            </tr>
          </thead>
          {series.map((s) => {
            const own = drinks.filter((d) => d.seriesId === s._id);
            if (!own.length) return null;
            return (
              <tbody key={s._id}>
                <tr className="nutrition-table__series">
                  <th scope="rowgroup" colSpan={6}>
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
                      <td colSpan={5}>{t.comingSoon}</td>
                    </tr>
                  ),
                )}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}

function ToppingTable({ toppings }: { toppings: CachedTopping[] }) {
  return (
    <section aria-labelledby="nutrition-toppings">
      <h2 id="nutrition-toppings">{t.toppingsHeading}</h2>
      <div className="nutrition-table__scroll" tabIndex={0} role="region" aria-labelledby="nutrition-toppings">
        <table className="nutrition-table">
          <thead>
            <tr>
              <th scope="col">{t.columns.topping}</th>
              <th scope="col">{t.columns.perServing}</th>
              <th scope="col">{t.columns.sugar}</th>
              <th scope="col">{t.columns.caffeine}</th>
              <th scope="col">{t.columns.allergens}</th>
            </tr>
          </thead>
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
        </table>
      </div>
    </section>
  );
}
