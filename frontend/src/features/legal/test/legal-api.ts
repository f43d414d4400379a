import type { LegalPageDto } from '../api';
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

// The legal pages' routes, public and admin, over `pages` (a save replaces the page, as the API does).
export function legalApi(pages: Map<string, LegalPageDto>): Handler {
  return (req, res) => {
    const match = /^\/api\/(admin\/)?legal-pages\/([\w-]+)$/.exec(req.path);
    if (!match) return;
    const page = pages.get(match[2]);
    if (!page) return sendJson(res, 404, { statusCode: 404, message: 'This page does not exist.' });
    if (req.method === 'PUT') {
      const body = JSON.parse(req.body) as { title: string; content: string };
      const saved = { ...page, ...body, updatedAt: '2026-04-01T09:00:00.000Z' };
      pages.set(page.slug, saved);
      return sendJson(res, 200, saved);
    }
    sendJson(res, 200, page);
  };
}
