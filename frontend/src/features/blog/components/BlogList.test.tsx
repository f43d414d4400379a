import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupUser } from '../../../test/render';
import { makePost, sendJson, sendPage, setupBlogApi } from '../test/test-api';

const api = setupBlogApi();
const list = () => screen.findByRole('list', { name: 'Blog posts' });

describe('Blog list (/blog)', () => {
  it('shows a card per post: image, date, read time, title, excerpt and category', async () => {
    const post = makePost({
      title: 'Five Habits of Calm Leaders',
      slug: 'five-habits-of-calm-leaders',
      excerpt: 'Calm is a skill.',
      category: 'Personal Growth',
      imageUrl: '/api/uploads/images/calm.png',
      readTime: 4,
      publishedAt: '2025-03-05T12:00:00.000Z',
    });
    api.handler = (req, res) => sendJson(res, 200, req.path.startsWith('/api/blog-posts?') ? [post] : []);
    renderApp('/blog');

    const card = within(await list()).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Five Habits of Calm Leaders' })).toBeInTheDocument();
    expect(card).toHaveTextContent('March 05, 2025');
    expect(card).toHaveTextContent('4 min read');
    expect(card).toHaveTextContent('Calm is a skill.');
    expect(within(card).getByText('Personal Growth')).toHaveClass('category-badge--growth');
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/uploads/images/calm.png');
    expect(within(card).getByRole('link', { name: 'Five Habits of Calm Leaders' })).toHaveAttribute(
      'href',
      '/blog/five-habits-of-calm-leaders',
    );
    expect(within(card).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/blog/five-habits-of-calm-leaders',
    );
    expect(api.calls().filter((r) => r.path.startsWith('/api/blog-posts'))[0].path).toBe('/api/blog-posts?limit=9');
  });

  it("loads the first card's image at once and first (the page's largest paint on a phone), the others lazily", async () => {
    const posts = [1, 2, 3].map((n) => makePost({ imageUrl: `/api/uploads/images/${n}.png` }));
    api.handler = (req, res) => sendJson(res, 200, req.path.startsWith('/api/blog-posts?') ? posts : []);
    renderApp('/blog');
    const [first, ...others] = within(await list())
      .getAllByRole('article')
      .map((card) => card.querySelector('img')!);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('gives each category its colour', async () => {
    const categories = ['Business', 'Personal Growth', 'Technology', 'Wellbeing'];
    api.handler = (_req, res) =>
      sendJson(
        res,
        200,
        categories.map((category) => makePost({ category })),
      );
    renderApp('/blog');
    await list();
    expect(screen.getByText('Business')).toHaveClass('category-badge--business');
    expect(screen.getByText('Technology')).toHaveClass('category-badge--technology');
    expect(screen.getByText('Wellbeing')).toHaveClass('category-badge--other');
  });

  it('shows 6 placeholder cards while the posts load', async () => {
    let answer: (() => void) | undefined;
    api.handler = (req, res) => {
      if (!req.path.startsWith('/api/blog-posts')) return sendJson(res, 200, []);
      answer = () => sendJson(res, 200, [makePost()]);
    };
    renderApp('/blog');
    const loading = await screen.findByRole('list', { name: 'Loading blog posts' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await list();
    expect(screen.queryByRole('list', { name: 'Loading blog posts' })).not.toBeInTheDocument();
  });

  it('says so when the posts cannot be loaded', async () => {
    api.handler = (_req, res) => sendJson(res, 500, { statusCode: 500, message: 'Something broke.' });
    renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
  });

  it('loads the page after the last post with Load More (the cursor the answer named), and hides it on the last page', async () => {
    const all = Array.from({ length: 12 }, (_, i) => makePost({ id: 100 - i, title: `Post ${i + 1}` }));
    api.handler = (req, res) => sendPage(res, req.path, all);
    const user = setupUser();
    renderApp('/blog');

    expect(within(await list()).getAllByRole('article')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Load More Posts' }));
    expect(await screen.findByRole('heading', { name: 'Post 12' })).toBeInTheDocument();
    expect(within(await list()).getAllByRole('article')).toHaveLength(12);
    expect(
      api
        .calls()
        .map((r) => r.path)
        .filter((p) => p.startsWith('/api/blog-posts')),
    ).toEqual(['/api/blog-posts?limit=9', '/api/blog-posts?limit=9&cursor=9']);
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
  });

  it('has no Load More when the first page is the only one', async () => {
    api.handler = (_req, res) => sendJson(res, 200, [makePost(), makePost()]);
    renderApp('/blog');
    expect(within(await list()).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing is published yet', async () => {
    api.handler = (_req, res) => sendJson(res, 200, []);
    renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get Daily Insights in Your Inbox' })).toBeInTheDocument();
  });
});
