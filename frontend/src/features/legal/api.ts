import { contractApi } from '../../api/generated-extras';

// A save reads the page again, for the admin and for visitors; the public page also follows the
// site settings (its text names the site, the owner and the contact address).
export const legalApi = contractApi.enhanceEndpoints({
  endpoints: {
    getLegalPage: { providesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }, 'Site'] },
    getLegalPageForAdmin: { providesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }] },
    saveLegalPage: { invalidatesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }] },
  },
});

export const { useGetLegalPageQuery, useGetLegalPageForAdminQuery, useSaveLegalPageMutation } = legalApi;
export type { LegalPageDto } from '../../api/generated';
