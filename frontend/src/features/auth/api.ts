import { generatedAccountSecurityApi } from '../../api/generated-account-security';
import { contractApi } from '../../api/generated-extras';

// What the links in account mails open: password reset and e-mail confirmation. A confirmation
// reads the user again (the account page's banner goes away).
export const accountLinksApi = contractApi.enhanceEndpoints({
  endpoints: {
    confirmEmail: { invalidatesTags: ['User'] },
  },
});

export const {
  useRequestPasswordResetMutation,
  useCheckPasswordResetLinkMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
} = accountLinksApi;

// The sign-in page's code step (two-factor sign-in: what signs in then, as the password does
// otherwise), signing in with a passkey and the "Confirm It's You" proof, from their own client
// (generated-account-security.ts).
export const signInSecurityApi = generatedAccountSecurityApi.enhanceEndpoints({
  endpoints: {
    loginWithCode: { invalidatesTags: ['User', 'Product'] },
    signInWithPasskey: { invalidatesTags: ['User', 'Product'] },
  },
});

export const {
  useLoginWithCodeMutation,
  usePasskeySignInOptionsMutation,
  useSignInWithPasskeyMutation,
  useLazyProofStatusQuery,
  useReauthenticateMutation,
  useNotMeMutation,
} = signInSecurityApi;
