// Search results panel: the listbox of hits or a message (loaded on demand, with its styles:
// first paint never shows it).
import type { Translate } from '../../src/lib/shared/i18n/catalogue';
import { useText } from '../../src/lib/shared/i18n/use-text';
import type { SearchResult } from '../commerce/api';
import { headerText, type HeaderKey } from '../text';
import css from './search-results.css?inline';
import { useShadowSheet } from './shadow-sheet';

/** Props of <SearchResults>. */
export interface SearchResultsProps {
  query: string;
  /** The search call failed: say so instead of "No results". */
  failed: boolean;
  results: SearchResult[];
  highlighted: number;
  optionId(index: number): string;
  onPick(index: number): void;
  onHover(index: number): void;
}

/** The panel below the search field: the listbox of hits, or the no-hits message. */
export default function SearchResults(props: SearchResultsProps) {
  useShadowSheet(css);
  return <div className="search-panel">{content(props, useText(headerText))}</div>;
}

function content(props: SearchResultsProps, t: Translate<HeaderKey>) {
  if (props.failed)
    return (
      <p className="search-empty" role="status">
        {t('search.unavailable')}
      </p>
    );
  if (props.results.length === 0)
    return (
      <p className="search-empty" role="status">
        {t('search.noResults', { query: props.query })}
      </p>
    );
  return (
    <ul
      id="shs-search-results"
      className="search-results"
      role="listbox"
      aria-label={t('search.results')}
    >
      {props.results.map((result, index) => (
        <li
          key={`${result.name}-${index}`}
          id={props.optionId(index)}
          role="option"
          aria-selected={index === props.highlighted}
          className="search-option"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => props.onPick(index)}
          onMouseEnter={() => props.onHover(index)}
        >
          {result.name}
        </li>
      ))}
    </ul>
  );
}
