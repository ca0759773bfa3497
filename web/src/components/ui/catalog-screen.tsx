import { useId, type ReactNode } from 'react';
import { AsyncContent } from './async-content';
import { CatalogToolbar, countOf, type CatalogFilter } from './catalog-toolbar';
import type { AsyncData } from './use-async-data';
import './catalog-list.css';

/** A catalog screen's words, as the feature's texts.ts names them. */
export interface CatalogTexts {
  /** The list's h2 ('All Drinks'). */
  listHeading: string;
  /** The add button, which opens the side panel ('Add New Drink'). */
  addHeading: string;
  searchLabel: string;
  /** The rows' noun for the count ('drinks'). */
  noun: (n: number) => string;
  /** The search or filter hides every row. */
  noMatch: string;
  /** There are no rows at all. */
  empty: string;
  loading: string;
}

interface CatalogScreenProps<R extends { _id: string }> {
  texts: CatalogTexts;
  onAdd: () => void;
  /** A line between the heading and the toolbar. */
  intro?: ReactNode;
  search: string;
  onSearch: (text: string) => void;
  filter?: CatalogFilter;
  state: AsyncData<R[]>;
  /** The rows as they show: edits still waiting applied, the search and filter let through. */
  shown: (rows: R[]) => R[];
  /** One dense row. */
  row?: (row: R) => ReactNode;
  /** In place of the dense rows (the content library's tiles). */
  list?: (shown: R[]) => ReactNode;
  /** The side panels and the delete confirmation. */
  children?: ReactNode;
}

/**
 * The menu screens built for a real catalog (drinks, series, toppings,
 * content): the heading with its add button, the search, filter and count,
 * the list with its loading, failed, offline, empty and no-match states,
 * then the screen's panels.
 */
export function CatalogScreen<R extends { _id: string }>({ texts, onAdd, intro, search, onSearch, filter, state, shown, row, list, children }: CatalogScreenProps<R>) {
  const listId = useId();
  const all = state.data;
  return (
    <div className="catalog">
      <div className="catalog-head">
        <h2 id={listId}>{texts.listHeading}</h2>
        <button type="button" className="button button--primary" onClick={onAdd}>
          {texts.addHeading}
        </button>
      </div>
      {intro}
      <CatalogToolbar searchLabel={texts.searchLabel} search={search} onSearch={onSearch} filter={filter} count={all ? countOf(shown(all).length, all.length, texts.noun) : ''} />
      <section aria-labelledby={listId}>
        <AsyncContent state={state} isEmpty={(rows) => rows.length === 0} emptyText={texts.empty} loadingText={texts.loading}>
          {(rows) => {
            const visible = shown(rows);
            if (list) return list(visible);
            return (
              row && (
                <CatalogRows rows={visible} noMatch={texts.noMatch}>
                  {row}
                </CatalogRows>
              )
            );
          }}
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
