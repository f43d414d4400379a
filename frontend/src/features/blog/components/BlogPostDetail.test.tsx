import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupUser } from '../../../test/render';
import { makePost, sendJson, setupBlogApi } from '../test/test-api';
import { MEMBERS_ONLY } from './MembersOnlyBox';

const api = setupBlogApi();

describe('Blog post (/blog/:slug)', () => {
  it('opened directly, reads the post by its slug and shows it, sanitised, with line breaks', async () => {
    const post = makePost({
      slug: 'calm-leaders',
      title: 'Calm Leaders',
      excerpt: 'Calm is a skill.',
      category: 'Technology',
      readTime: 7,
      imageUrl: '/api/uploads/images/calm.png',
      publishedAt: '2025-03-05T12:00:00.000Z',
      content:
        '<p>First line\nSecond line</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    });
    api.handler = (req, res) =>
      req.path === '/api/blog-posts/calm-leaders'
        ? sendJson(res, 200, post)
        : sendJson(res, 404, { statusCode: 404, message: 'Blog post not found.' });
    renderApp('/blog/calm-leaders');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Calm Leaders' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Mar 05, 2025');
    expect(article).toHaveTextContent('7 min read');
    expect(article).toHaveTextContent('Technology');
    expect(article).toHaveTextContent('Calm is a skill.');
    const content = article.querySelector('.post-content')!;
    expect(content.innerHTML).toBe('<p>First line<br>Second line</p><img src="x">');
    expect(article.innerHTML).not.toMatch(/script|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Calm Leaders · Business Coach & Author'));
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it("says 'Blog post not found.' with a way back when there is no such post", async () => {
    api.handler = (_req, res) => sendJson(res, 404, { statusCode: 404, message: 'Blog post not found.' });
    const user = setupUser();
    const { router } = renderApp('/blog/no-such-post');
    expect(await screen.findByText('Blog post not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('opened from the list, shows the card at once and the content, which the list does not carry, once read', async () => {
    const post = makePost({ slug: 'from-the-list', title: 'From the List', content: '<p>The whole story.</p>' });
    const { content: _content, ...card } = post;
    let answerPost: (() => void) | undefined;
    api.handler = (req, res) => {
      if (req.path.startsWith('/api/blog-posts?')) return sendJson(res, 200, [card]);
      // the post's own read, held (any other call the page makes may come after it on a busy machine)
      if (req.path === '/api/blog-posts/from-the-list') answerPost = () => sendJson(res, 200, post);
    };
    const user = setupUser();
    const { router } = renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: 'From the List' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'From the List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/from-the-list');
    expect(screen.getByRole('status', { name: 'Loading post' })).toBeInTheDocument();
    await waitFor(() => expect(answerPost).toBeDefined());
    answerPost!();
    expect(await screen.findByText('The whole story.')).toBeInTheDocument();
    const reads = () =>
      api
        .calls()
        .map((r) => r.path)
        .filter((p) => p.startsWith('/api/blog-posts') && p !== '/api/blog-posts?limit=9');
    // the post read once, then its comments (features/comments)
    await waitFor(() =>
      expect(reads()).toEqual(['/api/blog-posts/from-the-list', '/api/blog-posts/from-the-list/comments']),
    );
  });

  it('shows a locked members-only post’s excerpt and the way to become a member (and to sign in) instead of its content', async () => {
    const post = makePost({ slug: 'for-members', title: 'For Members', excerpt: 'A taste of it.', content: '' });
    api.handler = (_req, res) => sendJson(res, 200, { ...post, audience: 'members', locked: true });
    renderApp('/blog/for-members');

    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('A taste of it.');
    const box = await within(article).findByRole('region', { name: MEMBERS_ONLY });
    expect(box).toHaveClass('members-only');
    expect(within(box).getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/products?type=membership',
    );
    expect(within(box).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fblog%2Ffor-members',
    );
    expect(article.querySelector('.post-content')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading post' })).not.toBeInTheDocument();
  });

  it('offers a signed-in reader who may not read it only to become a member, and shows a member the content', async () => {
    api.signIn();
    const locked = makePost({ slug: 'inner-circle', title: 'Inner Circle', content: '' });
    const open = makePost({ slug: 'for-us', title: 'For Us', content: '<p>The members’ part.</p>' });
    api.handler = (req, res) => {
      if (req.path === '/api/blog-posts/inner-circle')
        return sendJson(res, 200, { ...locked, audience: 'tier', audienceTierId: 4, locked: true });
      sendJson(res, 200, { ...open, audience: 'members' });
    };
    const { router } = renderApp('/blog/inner-circle');
    const box = await screen.findByRole('region', { name: MEMBERS_ONLY });
    expect(within(box).getByRole('link', { name: 'Become a member' })).toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await act(() => router.navigate('/blog/for-us'));
    const content = await screen.findByText('The members’ part.');
    // the part for members, as the page's JSON-LD names it
    expect(content.closest('.post-content')).toHaveClass('members-only');
    expect(screen.queryByRole('region', { name: MEMBERS_ONLY })).not.toBeInTheDocument();
  });
});
