import type { SearchDataStatus } from '../hooks/use-search-data';
import type { SearchResult, SearchResults } from '../search';
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
}

/** The list under the search box, grouped into Drinks and Stores, or why it is empty. */
export function SearchResultsPopup({ listboxId, optionId, open, results, active, status, query, onChoose, onHover }: SearchResultsPopupProps) {
  const total = results.drinks.length + results.stores.length;
  const groups = [
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
        {groups.map((group) => (
          <li key={group.label} role="presentation">
            <ul role="group" aria-label={group.label} className="site-search__group">
              <li role="presentation" className="site-search__group-label" aria-hidden="true">
                {group.label}
              </li>
              {group.rows.map((result, i) => {
                const index = group.offset + i;
                return (
                  <li
                    key={result.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="site-search__option"
                    // Keep the focus in the box: the click still chooses.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => index !== active && onHover(index)}
                    onClick={() => onChoose(result)}
                  >
                    {result.image ? (
                      <img className="thumb site-search__thumb" src={result.image} alt="" width={40} height={40} loading="lazy" />
                    ) : (
                      <span className="thumb site-search__thumb site-search__thumb--blank" aria-hidden="true">
                        {result.kind === 'place' && (
                          <svg viewBox="0 0 24 24" focusable="false">
                            <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" />
                            <circle cx="12" cy="10" r="2.3" fill="currentColor" />
                          </svg>
                        )}
                      </span>
                    )}
                    <span className="site-search__text">
                      <span className="site-search__title">{result.title}</span>
                      <span className="site-search__detail">{result.detail}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
