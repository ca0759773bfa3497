import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { calorieChoices, FLAG_FILTERS, readFilters, writeFilters, filtersOn, type DrinkFilters } from '../drink-filters';
import { menuTexts } from '../texts';
import './menu-filters.css';

/** The dietary filters; every change is a URL change (replacing, so Back leaves the menu as usual). */
export function useDrinkFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.toString();
  // Shown at once as ticked; the URL (a router navigation, in a transition) follows, and Back brings its own filters.
  const [filters, setShown] = useState(() => readFilters(params));
  useEffect(() => setShown(readFilters(new URLSearchParams(fromUrl))), [fromUrl]);
  const setFilters = (next: DrinkFilters) => {
    setShown(next);
    setParams((current) => writeFilters(current, next), { replace: true, preventScrollReset: true });
  };
  return { filters, setFilters, on: filtersOn(filters) };
}

export function MenuFilters({ filters, setFilters }: { filters: DrinkFilters; setFilters: (f: DrinkFilters) => void }) {
  const toggle = (flag: (typeof FLAG_FILTERS)[number]) =>
    setFilters({ ...filters, flags: filters.flags.includes(flag) ? filters.flags.filter((f) => f !== flag) : [...filters.flags, flag] });
  return (
    <form className="menu-filters" aria-label={menuTexts.filtersHeading} onSubmit={(e) => e.preventDefault()}>
      <fieldset className="menu-filters__group">
        <legend>{menuTexts.filtersHeading}</legend>
        {FLAG_FILTERS.map((flag) => (
          <label key={flag} className="menu-filters__check">
            <input type="checkbox" checked={filters.flags.includes(flag)} onChange={() => toggle(flag)} />
            {menuTexts.filters[flag]}
          </label>
        ))}
        <label className="menu-filters__calories">
          {menuTexts.maxCalories}
          <select className="input" value={filters.maxCalories ?? ''} onChange={(e) => setFilters({ ...filters, maxCalories: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{menuTexts.anyCalories}</option>
            {calorieChoices(filters.maxCalories).map((n) => (
              <option key={n} value={n}>
                {menuTexts.underCalories(n)}
              </option>
            ))}
          </select>
        </label>
        {filtersOn(filters) && (
          <button type="button" className="button button--small button--secondary" onClick={() => setFilters({ flags: [], maxCalories: null })}>
            {menuTexts.clearFilters}
          </button>
        )}
      </fieldset>
    </form>
  );
}
