import { Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { ListSearch } from '../../../components/ListSearch';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { useListMessagePageQuery } from './api';
import { MessageDrawer } from './MessageDrawer';
import { MessageRow } from './MessageRow';
import './messages.css';

export const MESSAGES_PAGE_SIZE = 20;

type Filter = 'all' | 'unread' | 'held';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'held', label: 'Held as spam' },
];
const EMPTY: Record<Filter, string> = {
  all: 'No messages yet',
  unread: 'No unread messages',
  held: 'No messages held back',
};

// Messages: subject, sender, date and read state (spec section 2: name, email, date, message),
// newest first, a page at a time, searchable by subject, name, e-mail or text; the unread ones
// and the ones held back as spam apart. A message opens with its replies and a reply form.
export function MessagesTab() {
  const [filter, setFilter] = useState<Filter>('all');
  const { search, setSearch, query, pager } = useSearchedPages(filter);
  const [openId, setOpenId] = useState<number | null>(null);
  const page = useListMessagePageQuery({
    limit: MESSAGES_PAGE_SIZE,
    cursor: pager.cursor,
    search: query || undefined,
    filter,
  });
  const messages = page.currentData?.items ?? page.data?.items ?? [];

  let body;
  if (page.isLoading) body = <Spin />;
  else if (page.isError) body = <p role="alert">Failed to load messages. Please try again later.</p>;
  else if (messages.length === 0)
    body = <Empty description={query ? 'No messages match this search' : EMPTY[filter]} />;
  else {
    body = (
      <ul className="admin-messages" aria-label="Contact messages" aria-busy={page.isFetching}>
        {messages.map((m) => (
          <li key={m.id} className="admin-messages__item">
            <MessageRow message={m} onOpen={() => setOpenId(m.id)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="admin-messages-tab">
      <div className="admin-messages-toolbar">
        <ListSearch
          className="admin-messages-search"
          label="Search messages by subject, name, e-mail or text"
          placeholder="Search subject, name, e-mail or text"
          value={search}
          onChange={setSearch}
          searching={page.isFetching && !page.isLoading}
        />
        <Segmented<Filter> aria-label="Show" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      {body}
      <CursorPagination pager={pager} query={page} pageSize={MESSAGES_PAGE_SIZE} noun="messages" />
      <MessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
