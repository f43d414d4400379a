import { COMMENT_MAX_LENGTH } from '@coach/shared';
import { type FormEvent, useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { Button } from '../../../components/button/Button';
import { useWriteCommentMutation } from '../api';

// Writing a comment under a post, or a reply under a comment (then behind a "Reply" button).
export function CommentForm({ slug, parentId }: { slug: string; parentId?: number }) {
  const id = useId();
  const [open, setOpen] = useState(parentId === undefined);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [write, { isLoading }] = useWriteCommentMutation();
  const label = parentId === undefined ? 'Your comment' : 'Your reply';

  if (!open) {
    return (
      <Button className="post-comments__reply" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Please write your comment.');
    try {
      await write({ slug, writeCommentDto: parentId === undefined ? { body } : { body, parentId } }).unwrap();
      setBody('');
      setError(null);
      if (parentId !== undefined) setOpen(false);
    } catch (failure) {
      setError(serverMessage(failure, 'Your comment could not be posted. Please try again.'));
    }
  };
  return (
    <form className="post-comments__form" aria-label={label} onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={body}
        rows={parentId === undefined ? 4 : 2}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="post-comments__error">
          {error}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {parentId === undefined ? 'Post Comment' : 'Post Reply'}
      </Button>
    </form>
  );
}
