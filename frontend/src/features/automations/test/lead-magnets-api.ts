import { beforeEach } from 'vitest';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';
import type { ClaimConfirmedDto, PublicLeadMagnetDto } from '../automations-types';

// A visitor's lead magnet endpoints as the API answers them: the guides by slug, a claim (202), and
// the confirmation of a mail's token.

export const GUIDE: PublicLeadMagnetDto = {
  slug: 'calm-guide',
  title: 'The Calm Leader Guide',
  description: 'Ten pages on leading without panic.',
};
export const GOOD_TOKEN = 'good-token';
export const EXPIRED = 'This link has expired. Please ask for the guide again.';

type LeadMagnets = ReturnType<typeof setupLeadMagnetsApi>;

const ROUTES = routeTable<LeadMagnets>({
  'GET /api/lead-magnets': ({ res }, state) => sendJson(res, 200, state.onPosts),
  'GET /api/lead-magnets/{slug}': ({ res, params }, state) => {
    const guide = state.guides.find((g) => g.slug === params.slug);
    return guide ? sendJson(res, 200, guide) : error(res, 404, 'This guide does not exist.');
  },
  'POST /api/lead-magnets/{slug}/claims': ({ res, body }) => {
    if (!/@/.test(String(body.email))) return error(res, 400, 'Please enter a valid e-mail address.');
    res.writeHead(202).end();
  },
  'POST /api/lead-magnets/claims/confirm': ({ res, body }) =>
    body.token === GOOD_TOKEN
      ? sendJson(res, 200, {
          title: GUIDE.title,
          downloadUrl: '/api/lead-magnets/download?token=dl-1',
        } satisfies ClaimConfirmedDto)
      : error(res, 410, EXPIRED),
});

export function setupLeadMagnetsApi() {
  const api = setupTestApi();
  const fresh = () => ({ guides: [GUIDE], onPosts: [] as PublicLeadMagnetDto[] });
  const state = {
    api,
    ...fresh(),
    json: (path: string) => api.calls(path).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
