import type { SearchResult } from '../search';

export interface ResultGroup {
  label: string;
  rows: SearchResult[];
  /** Index of its first row among all the options. */
  offset: number;
}

interface SearchResultRowsProps {
  groups: ResultGroup[];
  optionId: (index: number) => string;
  active: number;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
}

/**
 * The options of the search's listbox, grouped into Drinks and Stores. Loads
 * with the matching, at the first use of the box: a page that is only read
 * never runs it.
 */
export function SearchResultRows({ groups, optionId, active, onChoose, onHover }: SearchResultRowsProps) {
  return (
    <>
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
    </>
  );
}
