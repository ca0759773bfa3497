import { useId } from 'react';

/**
 * The header search box. It does nothing yet: DESIGN §9 has it search drinks
 * and locations, which arrives with the menu and locations data.
 */
export function SiteSearch() {
  const id = useId();
  return (
    <form className="site-search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="visually-hidden" htmlFor={id}>
        Search drinks and stores
      </label>
      <input id={id} className="site-search__input" type="search" name="q" placeholder="Search" />
      <button className="site-search__button" type="submit">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
