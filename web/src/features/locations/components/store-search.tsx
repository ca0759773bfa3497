import { useId } from 'react';
import { locationTexts } from '../texts';
import { SearchIcon } from '../../../components/ui/icons/site-icons';
import { useKeepTyped } from '../../../components/ui/keep-typed';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import './store-search.css';

interface StoreSearchProps {
  value: string;
  onChange: (query: string) => void;
  /** "3 of 7 stores": read out politely as the list narrows. */
  summary: string | null;
}

/** 'Find a store': filters the cards by name as the visitor types. */
export function StoreSearch({ value, onChange, summary }: StoreSearchProps) {
  const id = useId();
  useKeepTyped(id);
  const hold = useHoldUntilAlive();
  return (
    <form {...hold} className="store-search" role="search" aria-label={locationTexts.searchLabel} onSubmit={(e) => e.preventDefault()}>
      <label className="store-search__label" htmlFor={id}>
        {locationTexts.searchLabel}
      </label>
      <div className="store-search__box">
        <SearchIcon />
        <input
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          placeholder={locationTexts.searchPlaceholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={summary ? `${id}-summary` : undefined}
        />
      </div>
      <p id={`${id}-summary`} className="store-search__summary" aria-live="polite">
        {summary}
      </p>
    </form>
  );
}
