// Header search (spec 4.5): inline from 1047px, an icon that opens a box below it.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { SearchResult } from '../commerce/api';
import { useDismiss } from '../hooks/use-dismiss';
import { searchKeyAction } from '../rules/search-keys';
import { HeaderIcon } from './icons';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

const SearchResults = lazy(() => import('./search-results'));

/** Typing pause before a search runs (not in search-on-click mode). */
const TYPE_DEBOUNCE_MS = 200;

/** Props of <SearchBox>. */
export interface SearchBoxProps {
  /** At 1047px and wider the box is always in the nav; below, an icon opens it. */
  inline: boolean;
  searchOnClick: boolean;
  /** Placeholder of the field (`data-search-placeholder`, else the header's own words). */
  placeholder: string;
  /** Runs a search with the trimmed query. */
  runSearch(query: string): Promise<SearchResult[]>;
  /** Follows a chosen result. */
  onFollow(result: SearchResult): void;
}

const optionId = (index: number) => `shs-search-option-${index}`;

/** Search field with a results listbox. */
export function SearchBox({
  inline,
  searchOnClick,
  placeholder,
  runSearch,
  onFollow,
}: SearchBoxProps) {
  const t = useText(headerText);
  const [open, setOpen] = useState(false);
  // Below 1047px the box lives behind a button: it is built on first open, not at upgrade.
  const [built, setBuilt] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<{
    query: string;
    results: SearchResult[];
    failed?: boolean;
  } | null>(null);
  const [highlighted, setHighlighted] = useState(-1);
  const area = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const close = useCallback(() => {
    setOpen(false);
    setHighlighted(-1);
  }, []);
  useDismiss(open, area, inline ? input : toggle, close);

  const search = useCallback(
    (raw: string) => {
      const trimmed = raw.trim();
      if (!trimmed) return;
      const run = ++sequence.current;
      runSearch(trimmed).then(
        (results) => run === sequence.current && setHits({ query: trimmed, results }),
        (error: unknown) => {
          console.warn('<shs-header>: search failed', error);
          // A failed call is not "no results": the results panel says search is unavailable.
          if (run === sequence.current) setHits({ query: trimmed, results: [], failed: true });
        },
      );
    },
    [runSearch],
  );

  useEffect(() => {
    if (searchOnClick || !query.trim()) return;
    const timer = setTimeout(() => search(query), TYPE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searchOnClick, search]);

  useEffect(() => {
    if (open && !inline) input.current?.focus();
  }, [open, inline]);

  const results = hits?.results ?? [];
  const showResults = open && query.trim() !== '' && hits !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = searchKeyAction(
      event.key,
      showResults ? results.length : 0,
      highlighted,
      searchOnClick,
    );
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'highlight') setHighlighted(action.index);
    else if (action.type === 'close') {
      close();
      (inline ? input : toggle).current?.focus();
    } else if (action.type === 'follow') {
      const result = results[action.index];
      close();
      if (result) onFollow(result);
    } else search(query);
  };
  // Esc is handled on the input itself; useDismiss's document listener sees it after.

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(true);
    search(query);
  };

  const form = (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <input
        ref={input}
        type="search"
        className="search-input"
        part="search-input"
        placeholder={placeholder}
        aria-label={t('search')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showResults && results.length > 0}
        aria-controls="shs-search-results"
        aria-activedescendant={showResults && highlighted >= 0 ? optionId(highlighted) : undefined}
        value={query}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
          setHighlighted(-1);
          if (!event.currentTarget.value.trim()) setHits(null);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-submit" aria-label={t('search.run')}>
        <HeaderIcon name="search" size={20} />
      </button>
    </form>
  );

  const panel = showResults && (
    <Suspense fallback={null}>
      <SearchResults
        query={hits.query}
        failed={hits.failed === true}
        results={results}
        highlighted={highlighted}
        optionId={optionId}
        onHover={setHighlighted}
        onPick={(index) => {
          const result = results[index];
          close();
          if (result) onFollow(result);
        }}
      />
    </Suspense>
  );

  if (inline)
    return (
      <div className="search inline" ref={area}>
        {form}
        {panel}
      </div>
    );
  return (
    <div className="search compact" ref={area}>
      <button
        ref={toggle}
        type="button"
        className="icon-button"
        part="icon-button"
        aria-label={t('search')}
        aria-expanded={open}
        aria-controls="shs-search-box"
        onClick={() => {
          setBuilt(true);
          if (open) close();
          else setOpen(true);
        }}
      >
        <HeaderIcon name={open ? 'close' : 'search'} />
      </button>
      <div id="shs-search-box" className="search-drop" hidden={!open}>
        {built && form}
        {panel}
      </div>
    </div>
  );
}
