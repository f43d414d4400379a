import { Empty, Input, List, Spin } from 'antd';
import dayjs from 'dayjs';
import { CursorPagination } from '../../../components/CursorPagination';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { useListMessagePageQuery } from '../../content/api';

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
      <Input.Search
        className="admin-messages-search"
        aria-label="Search messages by name, e-mail or subject"
        placeholder="Search by name, e-mail or subject"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        loading={page.isFetching && !page.isLoading}
      />
      {body}
      <CursorPagination pager={pager} query={page} pageSize={MESSAGES_PAGE_SIZE} noun="messages" />
    </div>
  );
}
