// Passkeys' readable messages.
export const PasskeyErrors = {
  noChallenge: 'The passkey request has expired. Please try again.',
  notVerified: 'That passkey could not be verified. Please try again.',
  unknown: 'This passkey is not registered here. Sign in with your email and password instead.',
  duplicate: 'This passkey is already registered.',
  notFound: 'No such passkey on your account.',
  otherAccount: 'That passkey belongs to another account. Use a passkey of the account you are signed in with.',
} as const;
