import { useId } from 'react';
import { franchiseTexts } from '../texts';
import './franchise-search.css';

interface FranchiseSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}

/** A labelled search landmark; the list follows as you type, Enter searches at once, Esc clears. */
export function FranchiseSearch({ text, onTextChange, onSubmit }: FranchiseSearchProps) {
  const id = useId();
  return (
    <form
      className="admin-search"
      role="search"
      aria-label={franchiseTexts.searchLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {franchiseTexts.searchLabel}
      </label>
      <input
        id={id}
        className="pill-input"
        type="search"
        name="name"
        value={text}
        placeholder="Search by name"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onTextChange(e.target.value)}
      />
      <button type="submit" className="button button--secondary">
        {franchiseTexts.searchButton}
      </button>
    </form>
  );
}
