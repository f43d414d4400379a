import type { ReactElement } from 'react';
import { renderAt } from '../../../test/render';
import { BlogPostsAdmin } from '../admin/BlogPostsAdmin';
import type { BlogPostDto, BlogPostSummaryDto } from '../api';
import type { Handler } from './test-api';
import { makeDelivery, sendJson, sendPage } from './test-api';

// the post ids a GET /api/admin/blog-posts/delivery?ids=… asks for
export const deliveryIds = (path: string) =>
  (new URLSearchParams(path.split('?')[1]).get('ids') ?? '').split(',').map(Number);

// The admin's list as the server pages it: search in titles, the queue oldest first, no content.
function listPosts(posts: BlogPostDto[], query: URLSearchParams): BlogPostSummaryDto[] {
  const search = query.get('search')?.toLowerCase() ?? '';
  let list = posts.filter((p) => p.title.toLowerCase().includes(search));
  if (query.get('status') === 'queued') {
    list = list.filter((p) => !p.published && p.scheduled).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  return list.map(({ content: _content, ...summary }) => summary);
}

// The admin API with these posts; `extra` may answer a request first.
export function adminApi(posts: BlogPostDto[], extra?: Handler): Handler {
  return (req, res) => {
    if (extra) {
      extra(req, res);
      if (res.headersSent) return;
    }
    const [path, query] = req.path.split('?');
    if (path === '/api/admin/blog-posts') return sendPage(res, req.path, listPosts(posts, new URLSearchParams(query)));
    if (path === '/api/admin/blog-posts/categories') {
      return sendJson(res, 200, [...new Set(posts.map((p) => p.category))].sort());
    }
    const one = /^\/api\/admin\/blog-posts\/(\d+)$/.exec(path);
    const post = one && posts.find((p) => p.id === Number(one[1]));
    if (req.method === 'GET' && post) return sendJson(res, 200, post);
    if (req.path === '/api/admin/next-post') {
      const queued = posts.filter((p) => !p.published);
      return sendJson(res, 200, { nextPost: queued.at(-1) ?? null, queueCount: queued.length });
    }
    if (path === '/api/uploaded-images') return sendPage(res, req.path, []);
    // nothing e-mailed yet unless `extra` says otherwise
    if (req.path.startsWith('/api/admin/blog-posts/delivery?')) {
      return sendJson(
        res,
        200,
        deliveryIds(req.path).map((postId) => makeDelivery({ postId })),
      );
    }
    sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
}

// `ui` at /admin inside the app's providers; /login is a stub page.
export function renderAdmin(ui: ReactElement = <BlogPostsAdmin />) {
  return renderAt(ui, '/admin', { stubs: [{ path: '/login', element: <p>The login page</p> }] });
}
