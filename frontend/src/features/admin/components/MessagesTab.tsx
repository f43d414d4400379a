import { Empty, List, Spin } from 'antd';
import dayjs from 'dayjs';
import { useListMessagesQuery } from '../../content/api';

// Messages: name, email, date, message (spec section 2), newest first.
export function MessagesTab() {
  const { data, isLoading, isError } = useListMessagesQuery();
  if (isLoading) return <Spin />;
  if (isError) return <p role="alert">Failed to load messages. Please try again later.</p>;
  if (!data?.length) return <Empty description="No messages yet" />;
  return (
    <List
      className="admin-messages"
      aria-label="Contact messages"
      dataSource={data}
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
