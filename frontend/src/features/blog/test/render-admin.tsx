import type { ReactElement } from 'react';
import { renderAt } from '../../../test/render';
import { BlogPostsAdmin } from '../admin/BlogPostsAdmin';
import type { BlogPostDto } from '../api';
import type { Handler } from './test-api';
import { makeDelivery, sendJson } from './test-api';

// the post ids a GET /api/admin/blog-posts/delivery?ids=… asks for
export const deliveryIds = (path: string) =>
  (new URLSearchParams(path.split('?')[1]).get('ids') ?? '').split(',').map(Number);

// The admin API with these posts; `extra` may answer a request first.
export function adminApi(posts: BlogPostDto[], extra?: Handler): Handler {
  return (req, res) => {
    if (extra) {
      extra(req, res);
      if (res.headersSent) return;
    }
    if (req.path === '/api/admin/blog-posts') return sendJson(res, 200, posts);
    if (req.path === '/api/admin/next-post') {
      const queued = posts.filter((p) => !p.published);
      return sendJson(res, 200, { nextPost: queued.at(-1) ?? null, queueCount: queued.length });
    }
    if (req.path === '/api/uploaded-images') return sendJson(res, 200, []);
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
