import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_CLASS } from '@coach/shared';
import { adminApi, renderAdmin } from '../test/render-admin';
import { makePost, sendJson, setupBlogApi } from '../test/test-api';
import type { BlogPostDto, PostRevisionDto } from './api';

const api = setupBlogApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const body = (method: string, path: string) => {
  const call = api.calls(method).find((c) => c.path === path);
  return call && JSON.parse(call.body);
};

// opens `post` in the editor from the admin's list
async function edit(post: BlogPostDto) {
  const rendered = renderAdmin();
  const item = (await screen.findByRole('heading', { name: post.title })).closest('li')!;
  await rendered.user.click(within(item).getByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Cancel Edit' });
  return rendered;
}

// A draft (neither live, queued nor scheduled: an autosaved new post, an unscheduled one) is offered
// what a new post is; any other post saved without publishing stays where it is.
describe('the editor on drafts and saved posts', () => {
  const draft = makePost({ id: 21, title: 'A draft', published: false, scheduled: false, publishedAt: null });

  it('offers a draft Add to Queue, which queues it with the queued message', async () => {
    api.handler = adminApi([draft], (req, res) => {
      if (req.method === 'PUT' && req.path === '/api/admin/blog-posts/21') {
        sendJson(res, 200, { ...draft, scheduled: true });
      }
    });
    const { user } = await edit(draft);
    expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Schedule for…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish & Send Now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Queue' }));
    expect(await notifications().findByText('Added to Queue')).toBeInTheDocument();
    expect(body('PUT', '/api/admin/blog-posts/21')).toMatchObject({ title: 'A draft', published: false });
  });

  it('keeps a queued post where it is on Update Post (no `published` sent)', async () => {
    const queued = makePost({ id: 22, title: 'Queued', published: false, scheduled: true, publishedAt: null });
    api.handler = adminApi([queued], (req, res) => {
      if (req.method === 'PUT') sendJson(res, 200, queued);
    });
    const { user } = await edit(queued);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await notifications().findByText('Post Updated')).toBeInTheDocument();
    const sent = body('PUT', '/api/admin/blog-posts/22');
    expect(sent).toMatchObject({ title: 'Queued' });
    expect(sent).not.toHaveProperty('published');
  });

  it('saves a post that is only a video', async () => {
    const video = `<div class="${VIDEO_EMBED_CLASS}" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>`;
    const post = makePost({ id: 23, title: 'Watch this', content: video });
    api.handler = adminApi([post], (req, res) => {
      if (req.method === 'PUT') sendJson(res, 200, post);
    });
    const { user } = await edit(post);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await notifications().findByText('Post Updated')).toBeInTheDocument();
    expect(body('PUT', '/api/admin/blog-posts/23').content).toContain('data-id="dQw4w9WgXcQ"');
  });

  it('saves the text typed so far before restoring a revision', async () => {
    const post = makePost({ id: 24, title: 'Before' });
    const revision: PostRevisionDto = {
      number: 1,
      kind: 'save',
      title: 'Older',
      savedBy: null,
      savedAt: '2025-03-04T12:00:00.000Z',
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      imageUrl: null,
      audience: 'everyone',
      audienceTierId: null,
    };
    api.handler = adminApi([post], (req, res) => {
      const path = req.path.split('?')[0];
      if (path === '/api/admin/blog-posts/24/revisions') sendJson(res, 200, [revision]);
      if (path === '/api/admin/blog-posts/24/revisions/1') sendJson(res, 200, revision);
      if (path === '/api/admin/blog-posts/24/autosave') sendJson(res, 200, post);
      if (path === '/api/admin/blog-posts/24/revisions/1/restore') sendJson(res, 200, { ...post, title: 'Older' });
    });
    const { user } = await edit(post);
    await user.type(screen.getByLabelText('Title'), ' and after');
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    await user.click(await screen.findByRole('button', { name: 'Restore this revision' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await notifications().findByText('Revision Restored')).toBeInTheDocument();

    const writes = api.calls().filter((c) => c.method === 'PUT' || c.method === 'POST');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/admin/blog-posts/24/autosave',
      'POST /api/admin/blog-posts/24/revisions/1/restore',
    ]);
    expect(JSON.parse(writes[0].body)).toMatchObject({ title: 'Before and after' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Older'));
  });
});
