import { adminContractApi } from '../../../api/generated-admin-extras';

// The Overview's endpoint (the admin client's): its counts and its 'Make it yours' checklist are
// read again whenever a post, subscriber, message, product or the site settings change.
export const overviewAdminApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    getAdminOverview: { providesTags: ['BlogPost', 'Subscriber', 'Message', 'Product', 'Site'] },
  },
});

export const { useGetAdminOverviewQuery } = overviewAdminApi;
