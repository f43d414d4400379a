import { generatedApi } from '../../api/generated';

// The Overview's counts are read again whenever a post, subscriber, message or product changes.
export const adminApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAdminOverview: { providesTags: ['BlogPost', 'Subscriber', 'Message', 'Product'] },
  },
});

export const { useGetAdminOverviewQuery } = adminApi;
