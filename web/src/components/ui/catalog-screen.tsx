import { useId, type ComponentProps, type ReactNode } from 'react';
import { AsyncContent } from './async-content';
import { CatalogToolbar } from './catalog-toolbar';
import type { AsyncData } from './use-async-data';
import './catalog-list.css';

interface CatalogScreenProps<T extends readonly unknown[]> {
  /** The list's h2 ('Drinks'). */
  heading: string;
  /** The add button's words; it opens the screen's side panel. */
  addLabel: string;
  onAdd: () => void;
  /** A line between the heading and the toolbar. */
  intro?: ReactNode;
  toolbar: ComponentProps<typeof CatalogToolbar>;
  state: AsyncData<T>;
  emptyText: string;
  loadingText: string;
  /** The rows (or tiles), once the list has some. */
  list: (rows: T) => ReactNode;
  /** The side panels and the delete confirmation. */
  children?: ReactNode;
}

/**
 * The menu screens built for a real catalog (drinks, series, toppings,
 * content): the heading with its add button, the search and count, the list
 * with its loading, failed, offline and empty states, then the screen's
 * panels.
 */
export function CatalogScreen<T extends readonly unknown[]>({ heading, addLabel, onAdd, intro, toolbar, state, emptyText, loadingText, list, children }: CatalogScreenProps<T>) {
  const listId = useId();
  return (
    <div className="catalog">
      <div className="catalog-head">
        <h2 id={listId}>{heading}</h2>
        <button type="button" className="button button--primary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {intro}
      <CatalogToolbar {...toolbar} />
      <section aria-labelledby={listId}>
        <AsyncContent state={state} isEmpty={(rows) => rows.length === 0} emptyText={emptyText} loadingText={loadingText}>
          {list}
        </AsyncContent>
      </section>
      {children}
    </div>
  );
}

interface CatalogRowsProps<T extends { _id: string }> {
  /** The rows the search and filter let through. */
  rows: readonly T[];
  /** Said when the search or filter hides every row ('No drinks match.'). */
  noMatch: string;
  children: (row: T) => ReactNode;
}

/** A catalog's dense rows, or why none show. */
export function CatalogRows<T extends { _id: string }>({ rows, noMatch, children }: CatalogRowsProps<T>) {
  if (rows.length === 0) return <p className="async-state">{noMatch}</p>;
  return (
    <ul className="catalog-list" role="list">
      {rows.map((row) => (
        <li key={row._id}>{children(row)}</li>
      ))}
    </ul>
  );
}
