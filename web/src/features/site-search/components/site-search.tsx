import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSearchData } from '../hooks/use-search-data';
import type { SearchResult, SearchResults } from '../search';
import { SearchResultsPopup } from './search-results';
import { SearchIcon } from '../../../components/ui/icons/site-icons';
import { useKeepTyped } from '../../../components/ui/keep-typed';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import './site-search.css';

type SearchEngine = typeof import('../search');
type Loaded = { engine: SearchEngine; Rows: typeof import('./search-result-rows').SearchResultRows };
const NO_RESULTS: SearchResults = { drinks: [], stores: [] };

/**
 * The header search as a WAI-ARIA combobox: type to see matching drinks and
 * stores; ArrowDown/ArrowUp move through them (aria-activedescendant keeps
 * focus in the box), Enter opens one (the first when none is chosen, as soon
 * as the results are in if they are not yet), Esc closes the list, or clears
 * the box when the list is already closed.
 */
export function SiteSearch() {
  const id = useId();
  useKeepTyped(`${id}-input`);
  const hold = useHoldUntilAlive();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  // Enter pressed before the results were in: the first result opens as soon as they are.
  const [enterWaiting, setEnterWaiting] = useState(false);
  const data = useSearchData(used);
  // The matching (typos, places, states) and the list's rows load with the first use of the box, like the data: every page shows the box.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (used && !loaded) void Promise.all([import('../search'), import('./search-result-rows')]).then(([engine, rows]) => setLoaded({ engine, Rows: rows.SearchResultRows }));
  }, [used, loaded]);
  const engine = loaded?.engine;
  const status = used && !engine ? 'loading' : data.status;

  const results = useMemo(() => (engine ? engine.searchSite(data, query) : NO_RESULTS), [engine, data, query]);
  const options = useMemo(() => [...results.drinks, ...results.stores], [results]);
  const typed = query.trim().length > 0;
  const expanded = open && typed && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function go(result: SearchResult | undefined) {
    if (!result) return;
    setQuery('');
    setOpen(false);
    setActive(-1);
    setEnterWaiting(false);
    inputRef.current?.blur();
    void navigate(result.href);
  }

  const goToFirst = useEffectEvent(go);
  useEffect(() => {
    if (!enterWaiting || status === 'loading' || status === 'idle') return;
    if (options.length) goToFirst(options[0]);
    else setEnterWaiting(false);
  }, [enterWaiting, status, options]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (n) setActive((i) => (i + 1) % n);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (n) setActive((i) => (i <= 0 ? n - 1 : i - 1));
        break;
      case 'Escape':
        if (open && typed) {
          event.preventDefault();
          // Inside the navigation drawer, the first Esc closes the list, not the drawer.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        break;
    }
  }

  /** Enter opens the chosen result, or the first when none is chosen, even with the list closed. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUsed(true);
    setOpen(true);
    if (!typed) return;
    if (options.length) go(options[expanded && options[active] ? active : 0]);
    else if (status !== 'ready' && status !== 'error') setEnterWaiting(true);
  }

  return (
    <form
      {...hold}
      className="site-search"
      role="search"
      onSubmit={onSubmit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        Search drinks and stores
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="site-search__input"
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          // Typing is using it too: text typed before the page came alive arrives with no focus event.
          setUsed(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button className="icon-button site-search__button" type="submit">
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
      <SearchResultsPopup
        listboxId={`${id}-listbox`}
        optionId={optionId}
        open={open && typed}
        results={results}
        active={active}
        status={status}
        query={query.trim()}
        onChoose={go}
        onHover={setActive}
        Rows={loaded?.Rows ?? null}
      />
    </form>
  );
}
