import { Alert, Button, Drawer, Popconfirm, Space, Spin } from 'antd';
import { useEffect, useId } from 'react';
import { serverMessage } from '../../../api/error-message';
import { formatLocalDateTime } from '../../../lib/en-us';
import { toast } from '../../../components/toast';
import { subjectLabel } from '../lib/contact-form';
import {
  type ContactThreadDto,
  useDeleteMessageMutation,
  useGetMessageQuery,
  useMarkMessageReadMutation,
  useReleaseMessageMutation,
} from './api';
import { ReplyForm } from './ReplyForm';

// An opened message: marked read as it opens, its text, the owner's replies (oldest first) and a
// reply form (once released, for held spam); held spam can be released into the inbox; any message
// can be marked unread or deleted.
export function MessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const thread = useGetMessageQuery({ id: id ?? 0 }, { skip: id === null });
  const message = id !== null && thread.data?.id === id ? thread.data : undefined;
  const [markRead] = useMarkMessageReadMutation();
  const titleId = useId();
  const unread = message !== undefined && !message.read;
  useEffect(() => {
    if (unread) void markRead({ id: message.id, markMessageReadDto: { read: true } });
  }, [unread, message?.id, markRead]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      aria-labelledby={titleId}
      title={<span id={titleId}>{message ? `${subjectLabel(message.subject)} from ${message.name}` : 'Message'}</span>}
    >
      {thread.isError && !message && <p role="alert">Failed to load the message. Please try again later.</p>}
      {!message && !thread.isError && <Spin />}
      {message && <MessageThread message={message} onGone={onClose} />}
    </Drawer>
  );
}

function MessageThread({ message: m, onGone }: { message: ContactThreadDto; onGone: () => void }) {
  const [markRead] = useMarkMessageReadMutation();
  const [release, releasing] = useReleaseMessageMutation();
  const [remove] = useDeleteMessageMutation();
  const act = async (done: string, failed: string, action: () => Promise<unknown>) => {
    try {
      await action();
      toast({ title: done });
      return true;
    } catch (error) {
      toast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  const markUnread = async () => {
    if (
      await act('Marked unread', 'Not marked unread', () =>
        markRead({ id: m.id, markMessageReadDto: { read: false } }).unwrap(),
      )
    )
      onGone();
  };
  const deleteIt = async () => {
    if (await act('Message deleted', 'Message not deleted', () => remove({ id: m.id }).unwrap())) onGone();
  };
  return (
    <div className="admin-message-thread">
      {m.held && (
        <Alert
          type="warning"
          showIcon
          title="Held back as spam: you were not e-mailed about it."
          action={
            <Button
              size="small"
              loading={releasing.isLoading}
              onClick={() => act('Message released', 'Message not released', () => release({ id: m.id }).unwrap())}
            >
              Release
            </Button>
          }
        />
      )}
      <article className="admin-message">
        <header>
          <strong>{m.name}</strong> · <a href={`mailto:${m.email}`}>{m.email}</a> ·{' '}
          <time dateTime={m.createdAt}>{formatLocalDateTime(m.createdAt)}</time>
        </header>
        <p className="admin-message__text">{m.message}</p>
      </article>
      <ol className="admin-message-replies" aria-label="Replies">
        {m.replies.map((r) => (
          <li key={r.id} className="admin-message-reply">
            <header>
              You replied · <time dateTime={r.createdAt}>{formatLocalDateTime(r.createdAt)}</time>
            </header>
            <p className="admin-message__text">{r.body}</p>
          </li>
        ))}
      </ol>
      {/* held spam's address may be forged: no reply from the site to it until the owner releases it */}
      {!m.held && <ReplyForm messageId={m.id} to={m.email} />}
      <Space className="admin-message-actions">
        <Button onClick={markUnread}>Mark as unread</Button>
        <Popconfirm title="Delete this message and its replies?" okText="Delete" onConfirm={deleteIt}>
          <Button danger aria-label="Delete this message">
            Delete
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}
