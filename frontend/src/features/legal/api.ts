import { contractApi } from '../../api/generated-extras';

// The public page reads again after the admin's save (admin/api.ts) and follows the site settings
// (its text names the site, the owner and the contact address).
export const legalApi = contractApi.enhanceEndpoints({
  endpoints: {
    getLegalPage: { providesTags: (_result, _error, { slug }) => [{ type: 'LegalPage', id: slug }, 'Site'] },
  },
});

export const { useGetLegalPageQuery } = legalApi;
export type { LegalPageDto } from '../../api/generated';
