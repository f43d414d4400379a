import { adminContractApi } from '../../../api/generated-admin-extras';

// The Legal tab's endpoints (the admin client's, apart from the legal feature's api.ts so the public
// pages never carry them): a save reads the page again, for the admin and for visitors.
export const legalAdminApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    getLegalPageForAdmin: { providesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }] },
    saveLegalPage: { invalidatesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }] },
  },
});

export const { useGetLegalPageForAdminQuery, useSaveLegalPageMutation } = legalAdminApi;
export type { LegalPageDto } from '../../../api/generated-admin';
