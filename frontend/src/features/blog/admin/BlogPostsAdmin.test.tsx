import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSettings } from '../../site/test/site-api';
import { adminApi, renderAdmin } from '../test/render-admin';
import { makePost, sendJson, setupBlogApi } from '../test/test-api';

const api = setupBlogApi();

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const region = (name: string) => screen.findByRole('region', { name });
const editor = () => screen.findByRole('textbox', { name: 'Content' });

describe('BlogPostsAdmin', () => {
  it('asks for the title, excerpt and content before saving anything', async () => {
    api.handler = adminApi([]);
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText('Title'), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Add to Queue' }));

    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Missing Information');
    expect(toast).toHaveTextContent('Please fill in title, excerpt, and content.');
    expect(api.calls('POST')).toHaveLength(0);
  });

  it('adds a written post to the queue with its slug and read time, then starts over', async () => {
    api.handler = adminApi([], (req, res) => {
      if (req.method === 'POST' && req.path === '/api/admin/blog-posts') sendJson(res, 201, makePost());
    });
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText('Title'), 'Calm Leaders: Part 2!');
    await user.type(screen.getByLabelText('Excerpt'), 'Why calm is a skill.');
    await user.click(await editor());
    await user.paste('Calm is learned.');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Calm Leaders: Part 2!'));
    await user.click(screen.getByRole('button', { name: 'Add to Queue' }));

    expect(await notifications().findByText('Added to Queue')).toBeInTheDocument();
    // (typing for a few seconds may autosave a draft first: POST …/autosave)
    const [call] = api.calls('POST').filter((c) => c.path === '/api/admin/blog-posts');
    expect(JSON.parse(call.body)).toEqual({
      title: 'Calm Leaders: Part 2!',
      category: '',
      excerpt: 'Why calm is a skill.',
      content: '<p>Calm is learned.</p>',
      imageUrl: null,
      slug: 'calm-leaders-part-2',
      published: false,
      readTime: 1,
      audience: 'everyone',
      audienceTierId: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Excerpt')).toHaveValue('');
  });

  it('says when a post third in line publishes: its date at 6 AM in the site’s time zone', async () => {
    // Saturday, November 28, 2026, 10:00 in New York, the site's zone: two posts wait before it
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const posts = [1, 2].map((id) => makePost({ id, published: false, scheduled: true, publishedAt: null }));
    api.handler = adminApi(posts, (req, res) => {
      if (req.method === 'GET' && req.path === '/api/admin/site')
        sendJson(res, 200, makeSettings({ timeZone: 'America/New_York' }));
      if (req.method === 'POST' && req.path === '/api/admin/blog-posts') {
        const created = makePost({ id: 3, published: false, scheduled: true, publishedAt: null });
        posts.push(created);
        sendJson(res, 201, created);
      }
    });
    try {
      const { user } = renderAdmin();
      await user.type(await screen.findByLabelText('Title'), 'Third in line');
      await user.type(screen.getByLabelText('Excerpt'), 'After two others.');
      await user.click(await editor());
      await user.paste('Patience.');
      await user.click(screen.getByRole('button', { name: 'Add to Queue' }));

      const toast = await notifications().findByRole('listitem');
      expect(toast).toHaveTextContent('Added to Queue');
      expect(toast).toHaveTextContent(
        'Publishes on Tuesday, December 1 at 6:00 AM New York time, after the 2 posts queued before it.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('edits a post: loads it into the form, saves it with PUT and leaves edit mode', async () => {
    const post = makePost({
      id: 7,
      title: 'Old title',
      excerpt: 'Old excerpt',
      content: '<p>Old words</p>',
      category: 'Technology',
    });
    api.handler = adminApi([post], (req, res) => {
      if (req.method === 'PUT') sendJson(res, 200, post);
    });
    const { user } = renderAdmin();
    const list = within(await region('Your Blog Posts'));
    const item = (await list.findByRole('heading', { name: 'Old title' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByRole('button', { name: 'Cancel Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Old title');
    expect(await editor()).toHaveTextContent('Old words');
    expect(screen.queryByRole('button', { name: 'Add to Queue' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New title');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await notifications().findByText('Post Updated')).toBeInTheDocument();
    const [call] = api.calls('PUT');
    expect(call.path).toBe('/api/admin/blog-posts/7');
    expect(JSON.parse(call.body)).toMatchObject({
      title: 'New title',
      slug: 'new-title',
      category: 'Technology',
      content: '<p>Old words</p>',
    });
    // a live post stays live: the save does not say where it goes
    expect(JSON.parse(call.body)).not.toHaveProperty('published');
    expect(await screen.findByRole('button', { name: 'Add to Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Edit' })).not.toBeInTheDocument();
  });

  it("says 'Failed to save blog post. Please try again.' with the server's reason", async () => {
    const post = makePost({ title: 'A post' });
    api.handler = adminApi([post], (req, res) => {
      if (req.method === 'PUT')
        sendJson(res, 400, { statusCode: 400, message: 'Title must be at most 200 characters' });
    });
    const { user } = renderAdmin();
    await user.click(await within(await region('Your Blog Posts')).findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Update & Publish' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Failed to save blog post. Please try again. Title must be at most 200 characters');
    expect(screen.getByRole('button', { name: 'Cancel Edit' })).toBeInTheDocument();
  });

  it('shows the next queued post and publishes it with Publish Now', async () => {
    const queued = makePost({ title: 'Queued one', published: false, scheduled: true, publishedAt: null });
    api.handler = adminApi([queued], (req, res) => {
      if (req.path === '/api/admin/publish-next') {
        sendJson(res, 200, { message: 'Published "Queued one" and e-mailed subscribers.', post: queued });
      }
    });
    const { user } = renderAdmin();
    const card = within(await region('Daily Publishing Queue'));
    expect(await card.findByText('Queued one')).toBeInTheDocument();
    expect(card.getByText('1 post in queue')).toBeInTheDocument();
    expect(card.getByText(/Publishes daily at 6 AM/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Publish Now' }));
    expect(await notifications().findByText('Published "Queued one" and e-mailed subscribers.')).toBeInTheDocument();
  });

  it("reports 'Failed to publish post' when publishing fails", async () => {
    const queued = makePost({ published: false, scheduled: true, publishedAt: null });
    api.handler = adminApi([queued], (req, res) => {
      if (req.path === '/api/admin/publish-next') sendJson(res, 404, { statusCode: 404, message: 'No posts in queue' });
    });
    const { user } = renderAdmin();
    const card = within(await region('Daily Publishing Queue'));
    await user.click(await card.findByRole('button', { name: 'Publish Now' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Failed to publish post');
    expect(toast).toHaveTextContent('No posts in queue');
  });

  it('with no posts, says the queue is empty and invites a first post', async () => {
    api.handler = adminApi([]);
    renderAdmin();
    expect(await within(await region('Daily Publishing Queue')).findByText('No posts in queue')).toBeInTheDocument();
    expect(
      await within(await region('Your Blog Posts')).findByText('No blog posts yet. Create your first post above!'),
    ).toBeInTheDocument();
  });

  it('previews the next 5 queued posts, oldest first, one a day', async () => {
    const queued = Array.from({ length: 7 }, (_, i) =>
      makePost({
        title: `Queued ${i + 1}`,
        published: false,
        scheduled: true,
        publishedAt: null,
        createdAt: `2025-03-0${i + 1}T12:00:00.000Z`,
      }),
    ).reverse(); // the admin list is newest first
    api.handler = adminApi([makePost({ title: 'Live' }), ...queued]);
    renderAdmin();
    const card = within(await region('Publishing Queue'));
    const upcoming = await card.findByRole('list', { name: 'Upcoming posts' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.upcoming__title')?.textContent)).toEqual([
      'Queued 1',
      'Queued 2',
      'Queued 3',
      'Queued 4',
      'Queued 5',
    ]);
    expect(card.getByText(/^Next publication: (today|tomorrow) 6:00 AM UTC$/)).toBeInTheDocument();
    expect(card.getByText('...and 2 more posts in queue')).toBeInTheDocument();
  });

  it('shows a post scheduled for a date on the queue card, and unschedules it there', async () => {
    const dated = makePost({
      id: 41,
      title: 'Dated post',
      published: false,
      scheduled: false,
      publishedAt: null,
      publishAt: '2099-06-15T09:30:00.000Z',
    });
    api.handler = adminApi([makePost({ title: 'Live' }), dated], (req, res) => {
      if (req.method === 'DELETE' && req.path === '/api/admin/blog-posts/41/publish-at')
        sendJson(res, 200, { ...dated, publishAt: null });
    });
    const { user } = renderAdmin();
    const card = within(await region('Publishing Queue'));
    const item = within(await card.findByRole('list', { name: 'Scheduled posts' })).getByRole('listitem');
    expect(item).toHaveTextContent('Scheduled');
    expect(item).toHaveTextContent('Monday, Jun 15, 9:30 AM UTC');
    expect(item).toHaveTextContent('Dated post');
    const list = within(await region('Your Blog Posts'));
    expect((await list.findByRole('heading', { name: 'Dated post' })).closest('li')).toHaveTextContent('Scheduled');

    await user.click(within(item).getByRole('button', { name: 'Unschedule “Dated post”' }));
    expect(await notifications().findByText('"Dated post" is a draft again.')).toBeInTheDocument();
    expect(api.calls('DELETE').map((c) => c.path)).toEqual(['/api/admin/blog-posts/41/publish-at']);
  });

  it('lists every post with its status, category, dates and actions', async () => {
    api.handler = adminApi([
      makePost({ title: 'Live post', slug: 'live-post', readTime: 5, createdAt: '2025-03-04T12:00:00.000Z' }),
      makePost({ title: 'Waiting post', published: false, scheduled: true, publishedAt: null }),
    ]);
    renderAdmin();
    const list = within(await region('Your Blog Posts'));
    const live = (await list.findByRole('heading', { name: 'Live post' })).closest('li')!;
    expect(live).toHaveTextContent('Published');
    expect(live).toHaveTextContent('Business');
    expect(live).toHaveTextContent('Created Mar 04, 2025');
    expect(live).toHaveTextContent('5 min read');
    const view = within(live).getByRole('link', { name: /View/ });
    expect(view).toHaveAttribute('href', '/blog/live-post');
    expect(view).toHaveAttribute('target', '_blank');
    const waiting = list.getByRole('heading', { name: 'Waiting post' }).closest('li')!;
    expect(waiting).toHaveTextContent('In Queue');
  });

  it('deletes a post after a confirmation', async () => {
    const post = makePost({ id: 12, title: 'Doomed post' });
    api.handler = adminApi([post], (req, res) => {
      if (req.method === 'DELETE') sendJson(res, 200, { message: 'Post deleted' });
    });
    const { user } = renderAdmin();
    await user.click(await within(await region('Your Blog Posts')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this post?');
    expect(api.calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('Post Deleted')).toBeInTheDocument();
    expect(api.calls('DELETE').map((r) => r.path)).toEqual(['/api/admin/blog-posts/12']);
  });

  it('after a 401 on delete, asks to log in again and goes to /login 2 seconds later', async () => {
    api.handler = adminApi([makePost()], (req, res) => {
      if (req.method === 'DELETE') sendJson(res, 401, { statusCode: 401, message: 'Authentication required.' });
    });
    const { user, router } = renderAdmin();
    await user.click(await within(await region('Your Blog Posts')).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Delete Failed');
    expect(toast).toHaveTextContent('Please log in again to delete posts.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByText('The login page', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("says 'Failed to delete blog post. Please try again.' on other failures", async () => {
    api.handler = adminApi([makePost()], (req, res) => {
      if (req.method === 'DELETE') sendJson(res, 500, { statusCode: 500, message: 'Database down.' });
    });
    const { user } = renderAdmin();
    await user.click(await within(await region('Your Blog Posts')).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Delete Failed');
    expect(toast).toHaveTextContent('Failed to delete blog post. Please try again.');
  });
});
