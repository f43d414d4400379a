// The privacy module's readable messages (e-mail preferences, the data export, deleting the account).
export const PrivacyErrors = {
  preferenceNotBoolean: (name: string) => `${name} must be true or false.`,
  passwordRequired: 'Please enter your password to delete your account.',
  passwordWrong: 'The password is not correct. Your account was not deleted.',
} as const;
