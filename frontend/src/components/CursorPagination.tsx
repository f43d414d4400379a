import { Pagination } from 'antd';
import type { Paged } from '../api/paged';
import type { CursorPager } from '../hooks/use-cursor-pages';

interface CursorPaginationProps {
  pager: CursorPager;
  // a page query's `data` (kept while the next page loads) and `currentData` (the page shown)
  query: { data?: Paged<unknown>; currentData?: Paged<unknown> };
  pageSize: number;
  noun: string; // "subscribers": "21–40 of 50,000 subscribers"
}

// antd's pagination over a list read by cursor: the pages visited so far and the next one can be
// chosen (a page further on has no known start yet); the count is the whole list's.
export function CursorPagination({ pager, query, pageSize, noun }: CursorPaginationProps) {
  const total = query.data?.total;
  if (total === undefined || (pager.page === 1 && total <= pageSize)) return null;
  const next = query.currentData?.next ?? null;
  const reachable = pager.knownPages + (next && pager.knownPages === pager.page ? 1 : 0);
  return (
    <Pagination
      className="cursor-pagination"
      align="end"
      current={pager.page}
      pageSize={pageSize}
      total={Math.min(total, reachable * pageSize)}
      showSizeChanger={false}
      showTotal={(_, [from, to]) => `${from}–${to} of ${total.toLocaleString('en-US')} ${noun}`}
      onChange={(page) => pager.goTo(page, next)}
    />
  );
}
