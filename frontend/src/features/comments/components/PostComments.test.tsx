import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommentThreadDto, PostCommentsDto } from '../../../api';
import { renderApp, setupUser } from '../../../test/render';
import { makePost, sendJson, setupBlogApi } from '../../blog/test/test-api';
import { AWAITING_APPROVAL, COMMENT_DELETED } from './PostComments';

const api = setupBlogApi();
const POST = makePost({ slug: 'calm-leaders', title: 'Calm Leaders' });
const COMMENTS = '/api/blog-posts/calm-leaders/comments';

const comment = (overrides: Partial<CommentThreadDto>): CommentThreadDto => ({
  id: 1,
  state: 'approved',
  author: 'Ada L.',
  body: 'Thank you.',
  createdAt: '2025-06-04T10:00:00Z',
  mine: false,
  replies: [],
  ...overrides,
});

// the post, and its comments as `comments` answers them (a posted comment answered by `posted`)
function serve(comments: () => PostCommentsDto, posted?: (body: unknown) => [number, unknown]) {
  api.handler = (req, res) => {
    if (req.path === '/api/blog-posts/calm-leaders') return sendJson(res, 200, POST);
    if (req.path === COMMENTS && req.method === 'GET') return sendJson(res, 200, comments());
    if (req.path === COMMENTS && req.method === 'POST' && posted) return sendJson(res, ...posted(JSON.parse(req.body)));
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  };
}

describe('Comments under a post', () => {
  it('shows a visitor the comments, their replies as plain text, a deleted one’s placeholder, and "Sign in to comment"', async () => {
    serve(() => ({
      comments: [
        comment({
          id: 1,
          body: 'Line one\n<b>not bold</b> https://example.com',
          replies: [comment({ id: 3, author: 'Bob S.', body: 'Agreed.' })],
        }),
        comment({
          id: 2,
          state: 'deleted',
          author: null,
          body: '',
          replies: [comment({ id: 4, body: 'Still here.' })],
        }),
      ],
      count: 3,
      canComment: 'sign-in',
    }));
    renderApp('/blog/calm-leaders');
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeInTheDocument();
    const first = within(list).getByText(/Line one/);
    expect(first.innerHTML).toBe('Line one\n&lt;b&gt;not bold&lt;/b&gt; https://example.com');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).getByText('Agreed.')).toBeInTheDocument();
    expect(within(list).getByText(COMMENT_DELETED)).toBeInTheDocument();
    expect(within(list).getByText('Still here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(screen.queryByRole('form', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  it('lets a signed-in reader comment; a first comment shows "Awaiting approval"; a refusal is shown', async () => {
    let comments: CommentThreadDto[] = [];
    let refuse = false;
    serve(
      () => ({ comments, count: 0, canComment: 'allowed' }),
      (body) => {
        if (refuse) return [403, { statusCode: 403, message: 'You can no longer comment on this site.' }];
        const written = comment({ id: 9, state: 'pending', mine: true, body: (body as { body: string }).body });
        comments = [written];
        return [201, written];
      },
    );
    api.signIn();
    const user = setupUser();
    renderApp('/blog/calm-leaders');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your comment' });
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please write your comment.');

    await user.type(within(form).getByLabelText('Your comment'), 'My first thought.');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('My first thought.')).toBeInTheDocument();
    expect(within(list).getByText(AWAITING_APPROVAL)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your comment')).toHaveValue('');

    refuse = true;
    await user.type(within(form).getByLabelText('Your comment'), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You can no longer comment on this site.');
  });
});
