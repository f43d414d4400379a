// The auth module's readable messages (the spec's words where it has them).
export const AuthErrors = {
  invalidCredentials: 'Invalid email or password',
  adminSetupDisabled: 'Admin setup is disabled on this server.',
  adminSecretInvalid: 'Invalid credentials. Please check your email and admin secret.',
  adminEmailNotOwn: 'Admin access can only be granted to the account you are signed in with.',
  // account changes
  emailUsedByOther: 'Another account already uses this email address.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  accountGone: 'This account no longer exists.',
  // deleting the account
  lastAdmin:
    'You are the only admin of this site, so your account cannot be deleted. Make another account admin first (on /admin-setup), then delete this one.',
  productUpdatesLinkInvalid: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  // links from mails (answered 410: the page offers a new link)
  linkInvalid: 'This link is not valid. It may have been cut off: open it from the mail again, or ask for a new one.',
  resetLinkExpired: 'This password reset link has expired: links work for one hour. Please ask for a new one.',
  resetLinkUsed: 'This password reset link has already been used. Please ask for a new one if you still need it.',
  confirmLinkExpired:
    'This confirmation link has expired: links work for 24 hours. Sign in and send a new one from your account page.',
  alertLinkUsed:
    'This link has already been used: your account was signed out everywhere then. Ask for a new password link if you still need one.',
  alertLinkExpired: 'This link has expired: links work for a week. Change your password from your account page.',
  emailChangeLinkOutdated:
    'This link no longer confirms anything: the change of address was cancelled or replaced by a newer one.',
} as const;
