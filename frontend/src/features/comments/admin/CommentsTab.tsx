import { Button, Empty, List, Popconfirm, Radio, Segmented, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import type { AdminCommentDto } from '../../../api/admin';
import { CursorPagination } from '../../../components/CursorPagination';
import { ListSearch } from '../../../components/ListSearch';
import { toast } from '../../../components/toast';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { formatLocalDateTime } from '../../../lib/en-us';
import {
  useApproveCommentMutation,
  useBanCommentAuthorMutation,
  useDeleteCommentMutation,
  useGetCommentCountsQuery,
  useGetCommentSettingsQuery,
  useHideCommentMutation,
  useListAdminCommentPageQuery,
  useSaveCommentSettingsMutation,
  useUnbanCommentAuthorMutation,
  useUnhideCommentMutation,
} from './api';
import './comments-admin.css';

export const COMMENTS_PAGE_SIZE = 20;
type Status = AdminCommentDto['status'];
const LABELS: Record<Status, string> = { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' };

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// Comments: readers' comments by state (pending first, with their counts), newest first, searchable
// by words or author; approve, hide or show again, delete, ban the author; and how the owner hears
// of new comments.
export function CommentsTab() {
  const [status, setStatus] = useState<Status>('pending');
  const { search, setSearch, query, pager } = useSearchedPages(status);
  const counts = useGetCommentCountsQuery();
  const page = useListAdminCommentPageQuery({
    status,
    limit: COMMENTS_PAGE_SIZE,
    cursor: pager.cursor,
    search: query || undefined,
  });
  const comments = page.currentData?.items ?? page.data?.items ?? [];
  const options = (Object.keys(LABELS) as Status[]).map((value) => ({
    value,
    label: `${LABELS[value]} (${counts.data?.[value] ?? 0})`,
  }));

  let body;
  if (page.isLoading) body = <Spin />;
  else if (page.isError) body = <p role="alert">Failed to load comments. Please try again later.</p>;
  else if (comments.length === 0)
    body = (
      <Empty description={query ? 'No comments match this search' : `No ${LABELS[status].toLowerCase()} comments`} />
    );
  else {
    body = (
      <List
        className="admin-comments"
        aria-label="Comments"
        aria-busy={page.isFetching}
        dataSource={comments}
        renderItem={(c) => (
          <List.Item key={c.id} actions={[<CommentActions key="actions" comment={c} />]}>
            <article className="admin-comment">
              <header>
                <strong>{c.authorName}</strong>
                {c.authorEmail && <> · {c.authorEmail}</>} · on <a href={`/blog/${c.postSlug}`}>{c.postTitle}</a> ·{' '}
                <time dateTime={c.createdAt}>{formatLocalDateTime(c.createdAt)}</time>
                {c.parentId !== null && <Tag>Reply</Tag>}
                {c.authorBanned && <Tag color="red">Banned</Tag>}
              </header>
              <p className="admin-comment__text">{c.body}</p>
            </article>
          </List.Item>
        )}
      />
    );
  }
  return (
    <div className="admin-comments-tab">
      <MailSetting />
      <Segmented<Status> aria-label="Show comments" options={options} value={status} onChange={setStatus} />
      <ListSearch
        className="admin-comments-search"
        label="Search comments by words or author"
        placeholder="Search by words, name or e-mail"
        value={search}
        onChange={setSearch}
        searching={page.isFetching && !page.isLoading}
      />
      {body}
      <CursorPagination pager={pager} query={page} pageSize={COMMENTS_PAGE_SIZE} noun="comments" />
    </div>
  );
}

function CommentActions({ comment }: { comment: AdminCommentDto }) {
  const [approve, approving] = useApproveCommentMutation();
  const [hide, hiding] = useHideCommentMutation();
  const [unhide, unhiding] = useUnhideCommentMutation();
  const [remove, removing] = useDeleteCommentMutation();
  const [ban, banning] = useBanCommentAuthorMutation();
  const [unban, unbanning] = useUnbanCommentAuthorMutation();
  const run = (action: Promise<unknown>) => action.catch(failed);
  const { id, userId } = comment;
  return (
    <Space wrap>
      {comment.status === 'pending' && (
        <Button type="primary" loading={approving.isLoading} onClick={() => run(approve({ id }).unwrap())}>
          Approve
        </Button>
      )}
      {comment.status === 'hidden' ? (
        <Button loading={unhiding.isLoading} onClick={() => run(unhide({ id }).unwrap())}>
          Unhide
        </Button>
      ) : (
        <Button loading={hiding.isLoading} onClick={() => run(hide({ id }).unwrap())}>
          Hide
        </Button>
      )}
      <Popconfirm
        title="Delete this comment?"
        description="Replies to it stay, under “Comment deleted”."
        okText="Delete"
        onConfirm={() => run(remove({ id }).unwrap())}
      >
        <Button danger loading={removing.isLoading}>
          Delete
        </Button>
      </Popconfirm>
      {userId !== null &&
        (comment.authorBanned ? (
          <Button loading={unbanning.isLoading} onClick={() => run(unban({ userId }).unwrap())}>
            Unban Author
          </Button>
        ) : (
          <Button danger type="text" loading={banning.isLoading} onClick={() => run(ban({ userId }).unwrap())}>
            Ban Author
          </Button>
        ))}
    </Space>
  );
}

function MailSetting() {
  const { data } = useGetCommentSettingsQuery();
  const [save, saving] = useSaveCommentSettingsMutation();
  return (
    <div className="admin-comments-mail">
      <span id="comment-mail-label">E-mail me about new comments:</span>
      <Radio.Group
        aria-labelledby="comment-mail-label"
        value={data?.ownerMail}
        disabled={!data || saving.isLoading}
        onChange={(event) =>
          save({ commentSettingsDto: { ownerMail: event.target.value } })
            .unwrap()
            .catch(failed)
        }
        options={[
          { value: 'each', label: 'For each comment' },
          { value: 'digest', label: 'One digest a day' },
        ]}
      />
    </div>
  );
}
