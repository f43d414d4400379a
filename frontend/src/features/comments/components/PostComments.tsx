import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatLocalDateTime } from '../../../lib/en-us';
import { loginPathReturningTo } from '../../auth';
import { type CommentDto, useListCommentsQuery } from '../api';
import { CommentForm } from './CommentForm';
import '../comments.css';

export const AWAITING_APPROVAL = 'Awaiting approval';
export const COMMENT_DELETED = 'Comment deleted';
export const COMMENT_HIDDEN = 'Comment hidden';
const BANNED = 'You can no longer comment on this site.';

// "Comments" under a post: its readers' comments, oldest first, each with its replies (one level);
// a signed-in reader writes one or replies, a visitor is shown the way to sign in. Loaded in the
// browser after the post; words are plain text (React escapes them; links are not made clickable).
export function PostComments({ slug }: { slug: string }) {
  const heading = useId();
  const { pathname } = useLocation();
  const { data, isError } = useListCommentsQuery({ slug });
  const threads = data?.comments ?? [];
  return (
    <section className="post-comments" aria-labelledby={heading}>
      <h2 id={heading}>Comments{data && data.count > 0 ? ` (${data.count})` : ''}</h2>
      {isError && <p role="alert">Comments could not be loaded. Please try again later.</p>}
      {data && threads.length === 0 && <p className="post-comments__none">No comments yet.</p>}
      {threads.length > 0 && (
        <ul className="post-comments__list" aria-label="Comments">
          {threads.map((thread) => (
            <li key={thread.id} className="post-comments__thread">
              <Comment comment={thread} />
              {thread.replies.length > 0 && (
                <ul className="post-comments__replies" aria-label="Replies">
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <Comment comment={reply} />
                    </li>
                  ))}
                </ul>
              )}
              {data?.canComment === 'allowed' && thread.state !== 'deleted' && thread.state !== 'hidden' && (
                <CommentForm slug={slug} parentId={thread.id} />
              )}
            </li>
          ))}
        </ul>
      )}
      {data?.canComment === 'allowed' && <CommentForm slug={slug} />}
      {data?.canComment === 'banned' && <p className="post-comments__note">{BANNED}</p>}
      {data?.canComment === 'sign-in' && (
        <p className="post-comments__note">
          <ButtonLink to={loginPathReturningTo(pathname)}>Sign in to comment</ButtonLink>
        </p>
      )}
    </section>
  );
}

function Comment({ comment }: { comment: CommentDto }) {
  if (comment.state === 'deleted' || comment.state === 'hidden') {
    return <p className="post-comments__gone">{comment.state === 'deleted' ? COMMENT_DELETED : COMMENT_HIDDEN}</p>;
  }
  return (
    <article className="post-comments__comment">
      <p className="post-comments__head">
        <span className="post-comments__author">{comment.author}</span>
        <time dateTime={comment.createdAt}>{formatLocalDateTime(comment.createdAt)}</time>
        {comment.state === 'pending' && <span className="post-comments__pending">{AWAITING_APPROVAL}</span>}
      </p>
      <p className="post-comments__body">{comment.body}</p>
    </article>
  );
}
