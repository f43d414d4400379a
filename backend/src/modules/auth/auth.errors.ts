// The auth module's readable messages (the spec's words where it has them).
export const AuthErrors = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  adminSetupDisabled: 'Admin setup is disabled on this server.',
  adminSecretInvalid: 'Invalid credentials. Please check your email and admin secret.',
  adminEmailNotOwn: 'Admin access can only be granted to the account you are signed in with.',
} as const;
