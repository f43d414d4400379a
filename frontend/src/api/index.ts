import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query';
import type { UserDto } from './generated';
import { generatedApi } from './generated';

type Generated = DefinitionsFromApi<typeof generatedApi>;
type Overrides = {
  // not signed in is an answer, not a failure (spec section 7)
  getCurrentUser: OverrideResultType<Generated['getCurrentUser'], UserDto | null>;
};

// generated.ts is never edited by hand: what the contract cannot say (tags, the 401 opt-in) is
// added here, and per feature in features/<domain>/api.ts, so regenerating keeps it.
export const api = generatedApi.enhanceEndpoints<never, Overrides>({
  endpoints: {
    getCurrentUser: { providesTags: ['User'], extraOptions: { on401: 'returnNull' } },
    // Who is signed in changes what the products read says (an admin's has the archived ones), and a
    // signed-out read may have come from a shared cache a few seconds old: read them again.
    login: { invalidatesTags: ['User', 'Product'] },
    // a new account is signed in
    register: { invalidatesTags: ['User', 'Product'] },
    logout: { invalidatesTags: ['User', 'Product'] },
    makeAdmin: { invalidatesTags: ['User', 'Product'] },
  },
});

export const {
  useGetHealthQuery,
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useMakeAdminMutation,
} = api;

export type * from './generated';
export type { ApiError, ApiExtraOptions } from './api-base-query';
export { errorMessage, fieldErrors, serverMessage } from './error-message';
