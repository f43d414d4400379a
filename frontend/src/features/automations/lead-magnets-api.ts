import { baseApi } from '../../api/base-api';
import type { ClaimConfirmedDto, PublicLeadMagnetDto } from './automations-types';

// A visitor's lead magnet endpoints (docs/automations.md), by hand until the backend's OpenAPI has
// them; apart from the owner's (automations-api.ts) so that the free guide's pages and the form
// under posts carry only these.
export const leadMagnetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeadMagnet: build.query<PublicLeadMagnetDto, string>({
      query: (slug) => ({ url: `/api/lead-magnets/${encodeURIComponent(slug)}` }),
    }),
    // Assumed beyond the contract (which says the form shows under every post with showOnPosts, but
    // names no read): the active lead magnets shown on posts; the form offers the first.
    listLeadMagnetsOnPosts: build.query<PublicLeadMagnetDto[], void>({
      query: () => ({ url: '/api/lead-magnets', params: { onPosts: true } }),
    }),
    // 202: a mail with a link is on its way
    claimLeadMagnet: build.mutation<unknown, { slug: string; email: string }>({
      query: ({ slug, email }) => ({
        url: `/api/lead-magnets/${encodeURIComponent(slug)}/claims`,
        method: 'POST',
        body: { email },
      }),
    }),
    confirmClaim: build.mutation<ClaimConfirmedDto, string>({
      query: (token) => ({ url: '/api/lead-magnets/claims/confirm', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useGetLeadMagnetQuery,
  useListLeadMagnetsOnPostsQuery,
  useClaimLeadMagnetMutation,
  useConfirmClaimMutation,
} = leadMagnetsApi;
