import { useState } from 'react';

interface PagerState {
  key: string;
  page: number;
  // where each page read so far starts: the first page has no cursor
  cursors: (string | undefined)[];
}

const fresh = (key: string): PagerState => ({ key, page: 1, cursors: [undefined] });

// Pages of a list the API reads by cursor: the cursor of every page visited is kept, so the
// table can go back to any of them and on to the next. A new `filterKey` (another search) starts
// again at page 1.
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<PagerState>(() => fresh(filterKey));
  const current = state.key === filterKey ? state : fresh(filterKey);
  if (current !== state) setState(current);

  // `next`: the cursor the current page's answer gave (null on the last page, or while it loads)
  const goTo = (page: number, next: string | null) =>
    setState((s) => {
      if (s.key !== filterKey) return s;
      if (page === s.page + 1 && next && s.cursors.length === s.page) {
        return { ...s, page, cursors: [...s.cursors, next] };
      }
      return page <= s.cursors.length ? { ...s, page } : s;
    });

  return { page: current.page, cursor: current.cursors[current.page - 1], knownPages: current.cursors.length, goTo };
}

export type CursorPager = ReturnType<typeof useCursorPages>;
