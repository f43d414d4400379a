import { beforeEach } from 'vitest';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';
import type { ClaimAcceptedDto, ConfirmedClaimDto, PublicLeadMagnetDto } from '../../../api/generated-lead-magnets';

// A visitor's lead magnet endpoints as the API answers them: the guides shown under posts, a guide
// by its slug, a claim (202, the same words for any address), and the confirmation of a mail's token.

export const GUIDE: PublicLeadMagnetDto = {
  slug: 'calm-guide',
  title: 'The Calm Leader Guide',
  description: 'Ten pages on leading without panic.',
};
export const GOOD_TOKEN = 'good-token';
export const EXPIRED = 'This link is not valid or has expired: ask for the guide again.';
export const SENT = 'Check your inbox: we sent you a link to the guide.';

type LeadMagnets = ReturnType<typeof setupLeadMagnetsApi>;

const ROUTES = routeTable<LeadMagnets>({
  'GET /api/lead-magnets': ({ res }, state) => sendJson(res, 200, state.onPosts),
  'GET /api/lead-magnets/{slug}': ({ res, params }, state) => {
    const guide = state.guides.find((g) => g.slug === params.slug);
    return guide ? sendJson(res, 200, guide) : error(res, 404, 'This guide does not exist or is no longer offered.');
  },
  'POST /api/lead-magnets/{slug}/claims': ({ res, body }) => {
    if (!/@/.test(String(body.email))) return error(res, 400, 'Please enter a valid e-mail address.');
    return sendJson(res, 202, { message: SENT } satisfies ClaimAcceptedDto);
  },
  'POST /api/lead-magnets/claims/confirm': ({ res, body }) =>
    body.token === GOOD_TOKEN
      ? sendJson(res, 200, {
          title: GUIDE.title,
          downloadUrl: '/api/lead-magnets/download?token=dl-1',
        } satisfies ConfirmedClaimDto)
      : error(res, 400, EXPIRED),
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
