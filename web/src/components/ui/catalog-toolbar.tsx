import { useId } from 'react';
import './catalog-list.css';

export interface CatalogFilter {
  label: string;
  value: string;
  /** The first is the "everything" choice ('All series'). */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface CatalogToolbarProps {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  filter?: CatalogFilter;
  /** "12 of 40 drinks": said again to screen readers as it changes. */
  count: string;
}

/**
 * Above a staff list built for a real menu: a search box, an optional filter
 * (a drink's series, a content item's type) and how many rows show.
 */
export function CatalogToolbar({ searchLabel, search, onSearch, filter, count }: CatalogToolbarProps) {
  const id = useId();
  return (
    <div className="catalog-toolbar">
      <div className="catalog-toolbar__field">
        <label htmlFor={`${id}-search`}>{searchLabel}</label>
        <input id={`${id}-search`} type="search" className="pill-input" value={search} autoComplete="off" onChange={(e) => onSearch(e.target.value)} />
      </div>
      {filter && (
        <div className="catalog-toolbar__field">
          <label htmlFor={`${id}-filter`}>{filter.label}</label>
          <select id={`${id}-filter`} className="pill-input" value={filter.value} onChange={(e) => filter.onChange(e.target.value)}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="catalog-toolbar__count" role="status">
        {count}
      </p>
    </div>
  );
}

/** "40 drinks", or "12 of 40 drinks" while a search or filter hides some. */
export function countOf(shown: number, total: number, noun: (n: number) => string): string {
  return shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`;
}

/** Case-insensitive: does any of the texts contain what was typed? A blank search matches everything. */
export function matchesSearch(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}
