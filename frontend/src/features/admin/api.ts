import { generatedApi } from '../../api/generated';

// The Overview's counts and its 'Make it yours' checklist are read again whenever a post,
// subscriber, message, product or the site settings change.
export const adminApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAdminOverview: { providesTags: ['BlogPost', 'Subscriber', 'Message', 'Product', 'Site'] },
  },
});

export const { useGetAdminOverviewQuery } = adminApi;
