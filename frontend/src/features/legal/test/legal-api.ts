import type { LegalPageDto } from '../api';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from '../../../test/test-api';
import { sendJson } from '../../../test/test-api';

export function makeLegalPage(overrides: Partial<LegalPageDto> = {}): LegalPageDto {
  return {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: '<p>What we store.</p>',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

type Pages = Map<string, LegalPageDto>;

const read: RouteHandler<Pages> = ({ res, params }, pages) => {
  const page = pages.get(params.slug);
  return page ? sendJson(res, 200, page) : notFound(res);
};

const notFound = (res: RouteCall['res']) =>
  sendJson(res, 404, { statusCode: 404, message: 'This page does not exist.' });

const ROUTES = routeTable<Pages>({
  'GET /api/legal-pages/{slug}': read,
  'GET /api/admin/legal-pages/{slug}': read,
  'PUT /api/admin/legal-pages/{slug}': ({ res, params, body }, pages) => {
    const page = pages.get(params.slug);
    if (!page) return notFound(res);
    const saved = { ...page, ...(body as { title: string; content: string }), updatedAt: '2026-04-01T09:00:00.000Z' };
    pages.set(page.slug, saved);
    return sendJson(res, 200, saved);
  },
});

// The legal pages' routes, public and admin, over `pages` (a save replaces the page, as the API does).
export const legalApi = (pages: Pages): Handler => bindRoutes(ROUTES, pages);
