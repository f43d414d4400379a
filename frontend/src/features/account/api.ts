import { generatedAccountSecurityApi } from '../../api/generated-account-security';
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

// Two-factor sign-in on the Settings tab, from its own client (generated-account-security.ts, loaded
// with the account's lazy screens): turning it on or off signs the other devices out.
export const twoFactorApi = generatedAccountSecurityApi.enhanceEndpoints({
  endpoints: {
    twoFactorStatus: { providesTags: ['TwoFactor'] },
    enableTwoFactor: { invalidatesTags: ['TwoFactor', 'Session'] },
    disableTwoFactor: { invalidatesTags: ['TwoFactor', 'Session'] },
    renewRecoveryCodes: { invalidatesTags: ['TwoFactor'] },
  },
});

export const {
  useTwoFactorStatusQuery,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
} = twoFactorApi;

// The account's passkeys on the Settings tab (same client): adding, renaming and removing one reads
// the list again, and what "Confirm It's You" offers.
export const passkeysApi = generatedAccountSecurityApi.enhanceEndpoints({
  endpoints: {
    listPasskeys: { providesTags: ['Passkey'] },
    registerPasskey: { invalidatesTags: ['Passkey'] },
    renamePasskey: { invalidatesTags: ['Passkey'] },
    removePasskey: { invalidatesTags: ['Passkey'] },
  },
});

export const {
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;

export type { PasskeyDto } from '../../api/generated-account-security';
