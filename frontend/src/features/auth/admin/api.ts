import { adminContractApi } from '../../../api/generated-admin-extras';

// The API keys tab's endpoints (the admin client's, apart from the feature's api.ts so the public
// pages never carry them): the keys are read again after each key made or revoked.
export const authAdminApi = adminContractApi.enhanceEndpoints({
  addTagTypes: ['ApiKey'],
  endpoints: {
    listApiKeys: { providesTags: ['ApiKey'] },
    createApiKey: { invalidatesTags: ['ApiKey'] },
    revokeApiKey: { invalidatesTags: ['ApiKey'] },
  },
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = authAdminApi;

export type { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from '../../../api/generated-admin';
