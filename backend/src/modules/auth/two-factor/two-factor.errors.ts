// Two-factor sign-in's readable messages.
export const TwoFactorErrors = {
  alreadyOn: 'Two-factor sign-in is already on for this account. Turn it off first to set up another app.',
  noSetup: 'Set up two-factor sign-in first: scan the QR code with your authenticator app.',
  notOn: 'Two-factor sign-in is not on for this account.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong:
    'That code is not right. Enter the code your authenticator app shows now, or a recovery code you have not used.',
  noPendingSignIn: 'No sign-in is waiting for a code. Please sign in with your email and password again.',
} as const;
