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
