import type { ReactElement } from 'react';
import { renderAt } from '../../../test/render';
import { bindRoutes, routeTable } from '../../../test/routes';
import { BlogPostsAdmin } from '../admin/BlogPostsAdmin';
import type { BlogPostDto, BlogPostSummaryDto } from '../api';
import type { Handler } from './test-api';
import { makeDelivery, sendJson, sendPage } from './test-api';

// the post ids a GET /api/admin/blog-posts/delivery?ids=… asks for
export const deliveryIds = (path: string) =>
  (new URLSearchParams(path.split('?')[1]).get('ids') ?? '').split(',').map(Number);

// The admin's list as the server pages it: search in titles, the queue oldest first, the posts
// scheduled for a date the soonest first, no content.
function listPosts(posts: BlogPostDto[], query: URLSearchParams): BlogPostSummaryDto[] {
  const search = query.get('search')?.toLowerCase() ?? '';
  let list = posts.filter((p) => p.title.toLowerCase().includes(search));
  if (query.get('status') === 'queued') {
    list = list.filter((p) => !p.published && p.scheduled).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  if (query.get('status') === 'scheduled') {
    list = list.filter((p) => p.publishAt).sort((a, b) => a.publishAt!.localeCompare(b.publishAt!));
  }
  return list.map(({ content: _content, ...summary }) => summary);
}

// the membership tiers a post's audience may name
export const TIERS = [
  { id: 11, title: 'Basic', rank: 1, archived: false },
  { id: 12, title: 'Inner Circle', rank: 2, archived: false },
];

// The admin's blog routes over `posts`.
const ROUTES = routeTable<BlogPostDto[]>({
  'GET /api/admin/blog-posts': ({ req, res, query }, posts) => sendPage(res, req.path, listPosts(posts, query)),
  'GET /api/admin/blog/audiences': ({ res }) => sendJson(res, 200, TIERS),
  'GET /api/admin/blog-posts/categories': ({ res }, posts) =>
    sendJson(res, 200, [...new Set(posts.map((p) => p.category))].sort()),
  'GET /api/admin/blog-posts/{id}': ({ res, params }, posts) => {
    const post = posts.find((p) => p.id === Number(params.id));
    if (post) sendJson(res, 200, post);
  },
  'GET /api/admin/next-post': ({ res }, posts) => {
    const queued = posts.filter((p) => !p.published);
    return sendJson(res, 200, { nextPost: queued.at(-1) ?? null, queueCount: queued.length });
  },
  'GET /api/uploaded-images': ({ req, res }) => sendPage(res, req.path, []),
  // nothing e-mailed yet unless `extra` says otherwise
  'GET /api/admin/blog-posts/delivery': ({ req, res }) =>
    sendJson(
      res,
      200,
      deliveryIds(req.path).map((postId) => makeDelivery({ postId })),
    ),
});

// The admin API with these posts; `extra` may answer a request first.
export function adminApi(posts: BlogPostDto[], extra?: Handler): Handler {
  const routes = bindRoutes(ROUTES, posts);
  return (req, res) => {
    if (extra) {
      extra(req, res);
      if (res.headersSent) return;
    }
    if (!routes(req, res)) sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
}

// `ui` at /admin inside the app's providers; /login is a stub page.
export function renderAdmin(ui: ReactElement = <BlogPostsAdmin />) {
  return renderAt(ui, '/admin', { stubs: [{ path: '/login', element: <p>The login page</p> }] });
}
