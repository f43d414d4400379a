import { Empty, List, Spin } from 'antd';
import dayjs from 'dayjs';
import { CursorPagination } from '../../../components/CursorPagination';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { ListSearch } from '../../../components/ListSearch';
import { useListMessagePageQuery } from './api';
import './messages.css';

export const MESSAGES_PAGE_SIZE = 20;

// Messages: name, email, date, message (spec section 2), newest first, a page at a time, searchable
// by name, e-mail or subject.
export function MessagesTab() {
  const { search, setSearch, query, pager } = useSearchedPages();
  const page = useListMessagePageQuery({ limit: MESSAGES_PAGE_SIZE, cursor: pager.cursor, search: query || undefined });
  const messages = page.currentData?.items ?? page.data?.items ?? [];

  let body;
  if (page.isLoading) body = <Spin />;
  else if (page.isError) body = <p role="alert">Failed to load messages. Please try again later.</p>;
  else if (messages.length === 0)
    body = <Empty description={query ? 'No messages match this search' : 'No messages yet'} />;
  else {
    body = (
      <List
        className="admin-messages"
        aria-label="Contact messages"
        aria-busy={page.isFetching}
        dataSource={messages}
        renderItem={(m) => (
          <List.Item key={m.id}>
            <article className="admin-message">
              <header>
                <strong>{m.name}</strong> · <a href={`mailto:${m.email}`}>{m.email}</a> ·{' '}
                <time dateTime={m.createdAt}>{dayjs(m.createdAt).format('MMM DD, YYYY [at] h:mm A')}</time>
              </header>
              <p className="admin-message__text">{m.message}</p>
            </article>
          </List.Item>
        )}
      />
    );
  }
  return (
    <div className="admin-messages-tab">
      <ListSearch
        className="admin-messages-search"
        label="Search messages by name, e-mail or subject"
        placeholder="Search by name, e-mail or subject"
        value={search}
        onChange={setSearch}
        searching={page.isFetching && !page.isLoading}
      />
      {body}
      <CursorPagination pager={pager} query={page} pageSize={MESSAGES_PAGE_SIZE} noun="messages" />
    </div>
  );
}
