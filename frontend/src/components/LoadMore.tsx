import { Button } from './button/Button';
import './load-more.css';

// what RTK Query's infinite query says of its next page
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  // the button's words ("Load More Posts")
  label: string;
  // said when the next page could not be read; the cards already shown stay
  failedText: string;
  list: NextPage;
}

// Under a public list read a page at a time (the blog, the shop): the next page on demand, and what
// went wrong reading it.
export function LoadMore({ label, failedText, list }: LoadMoreProps) {
  return (
    <>
      {list.isFetchNextPageError && (
        <p className="status-message status-message--error" role="alert">
          {failedText}
        </p>
      )}
      {list.hasNextPage && (
        <div className="load-more">
          <Button size="large" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {label}
          </Button>
        </div>
      )}
    </>
  );
}
