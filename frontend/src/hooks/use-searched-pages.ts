import { useState } from 'react';
import { useCursorPages } from './use-cursor-pages';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

// A search box over a paged list: what is typed, the search sent once typing pauses (trimmed),
// and the pages of its results (a new search, or new `filters` such as a status, start at page 1).
export function useSearchedPages(filters = '') {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const pager = useCursorPages(filters ? `${query}\n${filters}` : query);
  return { search, setSearch, query, pager };
}
