import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupUser } from '../../../test/render';
import { makePost, sendJson, setupBlogApi } from '../test/test-api';

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
      answerPost = () => sendJson(res, 200, post);
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
    const reads = api
      .calls()
      .map((r) => r.path)
      .filter((p) => p.startsWith('/api/blog-posts'));
    expect(reads.filter((p) => p !== '/api/blog-posts?limit=9')).toEqual(['/api/blog-posts/from-the-list']);
  });
});
