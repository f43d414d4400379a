import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, deliveryIds, renderAdmin } from '../test/render-admin';
import { makeDelivery, makePost, sendJson, setupBlogApi } from '../test/test-api';

const api = setupBlogApi();
const deliveryCalls = () => api.calls('GET').filter((r) => r.path.startsWith('/api/admin/blog-posts/delivery'));
const item = async (title: string) =>
  (
    await within(await screen.findByRole('region', { name: 'Your Blog Posts' })).findByRole('heading', { name: title })
  ).closest('li')!;

describe("the delivery line of a published post in 'Your Blog Posts'", () => {
  it('shows sent, failed, skipped and queued e-mails, asking once for every published post', async () => {
    const live = makePost({ title: 'Live post' });
    const older = makePost({ title: 'Older post' });
    const queued = makePost({ title: 'Queued post', published: false, scheduled: true, publishedAt: null });
    api.handler = adminApi([queued, live, older], (req, res) => {
      if (req.path.startsWith('/api/admin/blog-posts/delivery?')) {
        sendJson(res, 200, [
          makeDelivery({ postId: live.id, sent: 1204, failed: 3, skipped: 12 }),
          makeDelivery({ postId: older.id, sent: 40, unresolved: 2 }),
        ]);
      }
    });
    renderAdmin();
    const line = await within(await item('Live post')).findByLabelText('E-mail delivery');
    expect(line).toHaveTextContent('Sent 1,204 · Failed 3 · Skipped 12 · Queued 0');
    expect(within(line).getByText('Failed 3')).toHaveAttribute('title', expect.stringContaining('Refused for good'));
    // Unresolved only where there are some
    expect(within(await item('Older post')).getByLabelText('E-mail delivery')).toHaveTextContent(
      'Sent 40 · Failed 0 · Skipped 0 · Queued 0 · Unresolved 2',
    );
    expect(within(await item('Queued post')).queryByLabelText('E-mail delivery')).not.toBeInTheDocument();
    expect(deliveryCalls().map((r) => deliveryIds(r.path))).toEqual([[live.id, older.id]]);
  });

  it('reads the counts again while e-mails are queued', async () => {
    const post = makePost({ title: 'Going out' });
    let answers = 0;
    api.handler = adminApi([post], (req, res) => {
      if (!req.path.startsWith('/api/admin/blog-posts/delivery?')) return;
      answers++;
      const delivery = answers === 1 ? { sent: 10, queued: 90 } : { sent: 99, failed: 1 };
      sendJson(res, 200, [makeDelivery({ postId: post.id, ...delivery })]);
    });
    renderAdmin();
    const line = await within(await item('Going out')).findByLabelText('E-mail delivery');
    expect(line).toHaveTextContent('Sent 10 · Failed 0 · Skipped 0 · Queued 90');
    await waitFor(() => expect(line).toHaveTextContent('Sent 99 · Failed 1 · Skipped 0 · Queued 0'), {
      timeout: 15_000,
    });
  }, 30_000);

  it("asks for the posts of the page shown, and for the next page's when it opens", async () => {
    const posts = Array.from({ length: 25 }, (_, i) => makePost({ title: `Many ${i + 1}` }));
    api.handler = adminApi(posts);
    const { user } = renderAdmin();
    await within(await item('Many 10')).findByLabelText('E-mail delivery');
    const list = within(await screen.findByRole('region', { name: 'Your Blog Posts' }));
    expect(list.getByText('1–10 of 25 posts')).toBeInTheDocument();
    await user.click(list.getByRole('listitem', { name: 'Next Page' }));
    await within(await item('Many 20')).findByLabelText('E-mail delivery');
    expect(screen.queryByRole('heading', { name: 'Many 1' })).not.toBeInTheDocument();
    const asked = deliveryCalls().map((r) => deliveryIds(r.path));
    expect(asked).toEqual([posts.slice(0, 10).map((p) => p.id), posts.slice(10, 20).map((p) => p.id)]);
  });
});
