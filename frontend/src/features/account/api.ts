import { contractApi } from '../../api/generated-extras';

// The signed-in customer's own account. A change of profile or address reads the user again
// everywhere (navbar, account page); password changes and "Sign out everywhere else" read the
// device list again; a confirmed address may turn a waiting preference on. The data export is
// read anew each time and never kept.
export const accountApi = contractApi.enhanceEndpoints({
  endpoints: {
    updateProfile: { invalidatesTags: ['User'] },
    cancelEmailChange: { invalidatesTags: ['User'] },
    changePassword: { invalidatesTags: ['Session'] },
    listSessions: { providesTags: ['Session'] },
    signOutOtherSessions: { invalidatesTags: ['Session'] },
    // turning two-factor on or off signs the other devices out
    twoFactorStatus: { providesTags: ['TwoFactor'] },
    setUpTwoFactor: {},
    enableTwoFactor: { invalidatesTags: ['TwoFactor', 'Session'] },
    disableTwoFactor: { invalidatesTags: ['TwoFactor', 'Session'] },
    renewRecoveryCodes: { invalidatesTags: ['TwoFactor'] },
    getEmailPreferences: { providesTags: ['EmailPreferences', 'User'] },
    updateEmailPreferences: { invalidatesTags: ['EmailPreferences'] },
    exportAccountData: { keepUnusedDataFor: 0 },
  },
});

export const {
  useUpdateProfileMutation,
  useCancelEmailChangeMutation,
  useResendEmailConfirmationMutation,
  useChangePasswordMutation,
  useListSessionsQuery,
  useSignOutOtherSessionsMutation,
  useTwoFactorStatusQuery,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useGetEmailPreferencesQuery,
  useUpdateEmailPreferencesMutation,
  useLazyExportAccountDataQuery,
  useDeleteAccountMutation,
} = accountApi;

export type {
  AccountExportDto,
  EmailListDto,
  EmailPreferencesDto,
  SessionDto,
  UpdateProfileDto,
} from '../../api/generated';

// One deletion for the whole app: the account page waits for it instead of sending to /login when
// a poll answers "signed out" first (RTK Query's fixedCacheKey shares its state).
export const DELETE_ACCOUNT = { fixedCacheKey: 'delete-account' } as const;

export function useDeletingAccount(): boolean {
  const [, { isUninitialized }] = useDeleteAccountMutation(DELETE_ACCOUNT);
  return !isUninitialized;
}
