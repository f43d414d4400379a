import type { BlogPostDto, PostDeliveryDto } from '../../../api/admin';
import type { Handler } from '../../../test/test-api';
import { sendJson, sendPage, setupTestApi } from '../../../test/test-api';
import { beforeEach } from 'vitest';

// nor layout for ranges; Quill measures the selection to scroll it into view
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;

export type { Handler };

let nextId = 1;
export function makePost(overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `The excerpt of post ${id}.`,
    content: `<p>The content of post ${id}.</p>`,
    category: 'Business',
    imageUrl: null,
    published: true,
    scheduled: false,
    publishAt: null,
    readTime: 3,
    createdAt: '2025-03-04T12:00:00.000Z',
    publishedAt: '2025-03-05T12:00:00.000Z',
    audience: 'everyone',
    audienceTierId: null,
    locked: false,
    version: 1,
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const makeDelivery = (
  overrides: Partial<PostDeliveryDto> & Pick<PostDeliveryDto, 'postId'>,
): PostDeliveryDto => ({
  queued: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  unresolved: 0,
  ...overrides,
});

// What every page of the app asks besides the blog (the shared API answers it: nobody is signed in,
// no saved page sections, the site's default settings; the page-view beacon).
const BACKGROUND = ['/api/analytics/views', '/api/auth/user', '/api/health', '/api/page-content', '/api/site'];
const isBackground = (request: { path: string }) => BACKGROUND.includes(request.path.split('?')[0]);
const notFound: Handler = (_request, res) => sendJson(res, 404, { statusCode: 404, message: 'Not found.' });

// The shared test API for the blog: each test sets `handler` for the blog routes.
export function setupBlogApi() {
  const shared = setupTestApi();
  const api = {
    handler: notFound,
    // sign a reader in before the page opens
    signIn: (...user: Parameters<typeof shared.signIn>) => shared.signIn(...user),
    // the requests the blog made (without the background ones)
    calls(method?: string) {
      return shared.server.requests.filter((r) => !isBackground(r) && (!method || r.method === method));
    },
  };
  beforeEach(() => {
    api.handler = notFound;
    // every request but the background ones is the blog's, answered or kept by its handler
    shared.handler = (request, res) => {
      if (isBackground(request)) return;
      api.handler(request, res);
      return true;
    };
  });
  return api;
}

export { sendJson, sendPage };
