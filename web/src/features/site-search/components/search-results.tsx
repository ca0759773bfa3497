import type { SearchDataStatus } from '../hooks/use-search-data';
import type { SearchResult, SearchResults } from '../search';
import type { ResultGroup, SearchResultRows } from './search-result-rows';
import './search-results.css';

interface SearchResultsPopupProps {
  listboxId: string;
  optionId: (index: number) => string;
  open: boolean;
  results: SearchResults;
  /** Index into drinks then stores, or -1. */
  active: number;
  status: SearchDataStatus;
  query: string;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
  /** The rows' code, loaded with the matching (none before the box is used). */
  Rows: typeof SearchResultRows | null;
}

/** The list under the search box, grouped into Drinks and Stores, or why it is empty. */
export function SearchResultsPopup({ listboxId, optionId, open, results, active, status, query, onChoose, onHover, Rows }: SearchResultsPopupProps) {
  const total = results.drinks.length + results.stores.length;
  const groups: ResultGroup[] = [
    { label: 'Drinks', rows: results.drinks, offset: 0 },
    { label: 'Stores', rows: results.stores, offset: results.drinks.length },
  ].filter((g) => g.rows.length);

  let message = '';
  if (open && !total) {
    if (status === 'loading') message = 'Searching…';
    else if (status === 'error') message = "Search needs a connection the first time. Try again when you're online.";
    else message = `No drinks or stores match “${query}”.`;
  }

  return (
    <>
      {/* The box's own live region: the result count, or why there is nothing. */}
      <p className="visually-hidden" role="status">
        {open && total ? `${total} result${total === 1 ? '' : 's'}. Use the up and down arrows to choose.` : message}
      </p>
      {open && !total && (
        <div className="site-search__popup site-search__popup--message" aria-hidden="true">
          {message}
        </div>
      )}
      <ul id={listboxId} className="site-search__popup" role="listbox" aria-label="Search results" hidden={!open || !total}>
        {Rows && groups.length > 0 && <Rows groups={groups} optionId={optionId} active={active} onChoose={onChoose} onHover={onHover} />}
      </ul>
    </>
  );
}
