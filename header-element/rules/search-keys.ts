// Keyboard rule of the search box (spec 4.5): arrows move the highlight, Esc closes,
// Enter follows the highlighted result or, in search-on-click mode with no highlight, runs the search.

/** What a key press in the search box should do. */
export type SearchKeyAction =
  | { type: 'highlight'; index: number }
  | { type: 'close' }
  | { type: 'follow'; index: number }
  | { type: 'search' }
  | { type: 'none' };

/** The action for `key` with `count` results, `highlighted` index (-1 for none). */
export function searchKeyAction(
  key: string,
  count: number,
  highlighted: number,
  searchOnClick: boolean,
): SearchKeyAction {
  switch (key) {
    case 'ArrowDown':
      return count ? { type: 'highlight', index: (highlighted + 1) % count } : { type: 'none' };
    case 'ArrowUp':
      return count
        ? { type: 'highlight', index: highlighted <= 0 ? count - 1 : highlighted - 1 }
        : { type: 'none' };
    case 'Escape':
      return { type: 'close' };
    case 'Enter':
      if (highlighted >= 0 && highlighted < count) return { type: 'follow', index: highlighted };
      return searchOnClick ? { type: 'search' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
