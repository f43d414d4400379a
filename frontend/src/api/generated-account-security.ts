import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginWithCode: build.mutation<LoginWithCodeApiResponse, LoginWithCodeApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login/code`, method: 'POST', body: queryArg.twoFactorCodeDto }),
    }),
    notMe: build.mutation<NotMeApiResponse, NotMeApiArg>({
      query: (queryArg) => ({ url: `/api/auth/sign-in-alert`, method: 'POST', body: queryArg.linkTokenDto }),
    }),
    twoFactorStatus: build.query<TwoFactorStatusApiResponse, TwoFactorStatusApiArg>({
      query: () => ({ url: `/api/account/two-factor` }),
    }),
    setUpTwoFactor: build.mutation<SetUpTwoFactorApiResponse, SetUpTwoFactorApiArg>({
      query: () => ({ url: `/api/account/two-factor/setup`, method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<EnableTwoFactorApiResponse, EnableTwoFactorApiArg>({
      query: (queryArg) => ({ url: `/api/account/two-factor/enable`, method: 'POST', body: queryArg.twoFactorCodeDto }),
    }),
    disableTwoFactor: build.mutation<DisableTwoFactorApiResponse, DisableTwoFactorApiArg>({
      query: (queryArg) => ({
        url: `/api/account/two-factor/disable`,
        method: 'POST',
        body: queryArg.twoFactorCodeDto,
      }),
    }),
    renewRecoveryCodes: build.mutation<RenewRecoveryCodesApiResponse, RenewRecoveryCodesApiArg>({
      query: (queryArg) => ({
        url: `/api/account/two-factor/recovery-codes`,
        method: 'POST',
        body: queryArg.twoFactorCodeDto,
      }),
    }),
    listPasskeys: build.query<ListPasskeysApiResponse, ListPasskeysApiArg>({
      query: () => ({ url: `/api/account/passkeys` }),
    }),
    registerPasskey: build.mutation<RegisterPasskeyApiResponse, RegisterPasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/account/passkeys`, method: 'POST', body: queryArg.registerPasskeyDto }),
    }),
    passkeyRegistrationOptions: build.mutation<PasskeyRegistrationOptionsApiResponse, PasskeyRegistrationOptionsApiArg>(
      {
        query: () => ({ url: `/api/account/passkeys/options`, method: 'POST' }),
      },
    ),
    renamePasskey: build.mutation<RenamePasskeyApiResponse, RenamePasskeyApiArg>({
      query: (queryArg) => ({
        url: `/api/account/passkeys/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.passkeyNameDto,
      }),
    }),
    removePasskey: build.mutation<RemovePasskeyApiResponse, RemovePasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/account/passkeys/${queryArg.id}`, method: 'DELETE' }),
    }),
    passkeySignInOptions: build.mutation<PasskeySignInOptionsApiResponse, PasskeySignInOptionsApiArg>({
      query: () => ({ url: `/api/auth/passkey/options`, method: 'POST' }),
    }),
    signInWithPasskey: build.mutation<SignInWithPasskeyApiResponse, SignInWithPasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/auth/passkey`, method: 'POST', body: queryArg.passkeyAssertionDto }),
    }),
    proofStatus: build.query<ProofStatusApiResponse, ProofStatusApiArg>({
      query: () => ({ url: `/api/auth/proof` }),
    }),
    reauthenticate: build.mutation<ReauthenticateApiResponse, ReauthenticateApiArg>({
      query: (queryArg) => ({ url: `/api/auth/reauthenticate`, method: 'POST', body: queryArg.reauthenticateDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAccountSecurityApi };
export type LoginWithCodeApiResponse = /** status 200 OK */ UserDto;
export type LoginWithCodeApiArg = {
  twoFactorCodeDto: TwoFactorCodeDto;
};
export type NotMeApiResponse = /** status 200 OK */ NotMeDto;
export type NotMeApiArg = {
  linkTokenDto: LinkTokenDto;
};
export type TwoFactorStatusApiResponse = /** status 200 OK */ TwoFactorStatusDto;
export type TwoFactorStatusApiArg = void;
export type SetUpTwoFactorApiResponse = /** status 201 Created */ TwoFactorSetupDto;
export type SetUpTwoFactorApiArg = void;
export type EnableTwoFactorApiResponse = /** status 200 OK */ RecoveryCodesDto;
export type EnableTwoFactorApiArg = {
  twoFactorCodeDto: TwoFactorCodeDto;
};
export type DisableTwoFactorApiResponse = /** status 200 OK */ MessageResponseDto;
export type DisableTwoFactorApiArg = {
  twoFactorCodeDto: TwoFactorCodeDto;
};
export type RenewRecoveryCodesApiResponse = /** status 200 OK */ RecoveryCodesDto;
export type RenewRecoveryCodesApiArg = {
  twoFactorCodeDto: TwoFactorCodeDto;
};
export type ListPasskeysApiResponse = /** status 200 OK */ PasskeyDto[];
export type ListPasskeysApiArg = void;
export type RegisterPasskeyApiResponse = /** status 201 Created */ PasskeyDto;
export type RegisterPasskeyApiArg = {
  registerPasskeyDto: RegisterPasskeyDto;
};
export type PasskeyRegistrationOptionsApiResponse = /** status 200 OK */ PasskeyOptionsDto;
export type PasskeyRegistrationOptionsApiArg = void;
export type RenamePasskeyApiResponse = /** status 200 OK */ PasskeyDto;
export type RenamePasskeyApiArg = {
  id: number;
  passkeyNameDto: PasskeyNameDto;
};
export type RemovePasskeyApiResponse = unknown;
export type RemovePasskeyApiArg = {
  id: number;
};
export type PasskeySignInOptionsApiResponse = /** status 200 OK */ PasskeyOptionsDto;
export type PasskeySignInOptionsApiArg = void;
export type SignInWithPasskeyApiResponse = /** status 200 OK */ UserDto;
export type SignInWithPasskeyApiArg = {
  passkeyAssertionDto: PasskeyAssertionDto;
};
export type ProofStatusApiResponse = /** status 200 OK */ ProofStatusDto;
export type ProofStatusApiArg = void;
export type ReauthenticateApiResponse = /** status 200 OK */ ProofStatusDto;
export type ReauthenticateApiArg = {
  reauthenticateDto: ReauthenticateDto;
};
export type UserDto = {
  id: number;
  /** 'admin' gives admin rights */
  role: 'customer' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  /** Whether the address was confirmed from the link mailed to it */
  emailConfirmed: boolean;
  /** A new address waiting for its confirmation; email stays the sign-in address until then */
  pendingEmail: string | null;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  statusCode: number;
  message: string;
  error?: string;
  /** One entry per invalid field (validation errors only) */
  errors?: FieldErrorDto[];
  /** When a dripped lesson opens (403 only) */
  opensAt?: string;
  /** 403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again */
  reauthenticate?: boolean;
  /** 5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error. */
  reference?: string;
};
export type TwoFactorCodeDto = {
  /** The 6-digit code the authenticator app shows now, or an unused recovery code (xxxxx-xxxxx) */
  code: string;
};
export type NotMeDto = {
  message: string;
  /** A password-reset token for /reset-password?token=…, valid one hour */
  resetToken: string;
};
export type LinkTokenDto = {
  token: string;
};
export type TwoFactorStatusDto = {
  /** Signing in takes a code after the password */
  enabled: boolean;
  /** Recovery codes not used yet (0 while two-factor is off) */
  recoveryCodesLeft: number;
};
export type TwoFactorSetupDto = {
  /** The secret in base32, for typing into an app by hand */
  secret: string;
  /** What the QR code holds */
  otpauthUrl: string;
};
export type RecoveryCodesDto = {
  message: string;
  /** 10 single-use codes, shown this once */
  recoveryCodes: string[];
};
export type MessageResponseDto = {
  message: string;
};
export type PasskeyDto = {
  id: number;
  /** The name its owner gave it */
  name: string;
  createdAt: string;
  /** Last sign-in or proof with it */
  lastUsedAt: string | null;
};
export type RegisterPasskeyDto = {
  name: string;
  /** The browser’s answer to navigator.credentials.create(), as JSON (RegistrationResponseJSON) */
  response: {
    [key: string]: any;
  };
};
export type PasskeyOptionsDto = {
  /** PublicKeyCredential*OptionsJSON */
  options: {
    [key: string]: any;
  };
};
export type PasskeyNameDto = {
  name: string;
};
export type PasskeyAssertionDto = {
  /** The browser’s answer to navigator.credentials.get(), as JSON (AuthenticationResponseJSON) */
  response: {
    [key: string]: any;
  };
};
export type ProofStatusDto = {
  /** Whether the actions that ask for a recent proof go through now */
  fresh: boolean;
  /** Until when the last proof counts (null: this session never proved anything) */
  provenUntil: string | null;
  /** What POST /api/auth/reauthenticate takes: the password, or (two-factor on) a code */
  asks: 'password' | 'code';
  /** Whether the account has a passkey, which POST /api/auth/reauthenticate also takes */
  passkeys: boolean;
};
export type ReauthenticateDto = {
  /** The account’s password */
  password?: string;
  /** The 6-digit code the authenticator app shows now, or an unused recovery code (xxxxx-xxxxx) */
  code?: string;
  /** Instead of the password or the code: a passkey of the account answering POST /api/auth/passkey/options (AuthenticationResponseJSON) */
  passkey?: {
    [key: string]: any;
  };
};
