import { generatedApi } from '../../api/generated';

// The signed-in customer's own account. A change of profile or address reads the user again
// everywhere (navbar, account page); password changes and "Sign out everywhere else" read the
// device list again.
export const accountApi = generatedApi.enhanceEndpoints({
  endpoints: {
    updateProfile: { invalidatesTags: ['User'] },
    cancelEmailChange: { invalidatesTags: ['User'] },
    changePassword: { invalidatesTags: ['Session'] },
    listSessions: { providesTags: ['Session'] },
    signOutOtherSessions: { invalidatesTags: ['Session'] },
  },
});

export const {
  useUpdateProfileMutation,
  useCancelEmailChangeMutation,
  useResendEmailConfirmationMutation,
  useChangePasswordMutation,
  useListSessionsQuery,
  useSignOutOtherSessionsMutation,
} = accountApi;

export type { SessionDto, UpdateProfileDto } from '../../api/generated';
