// What the rest of the app uses of auth: the signed-in user, signing out, the password rule, the
// "Confirm It's You" dialog of the screens whose actions ask for a recent proof, the browser's
// side of passkeys (the account's Passkeys card makes them), and the way back from /login.
export { CURRENT_USER_POLLING_MS, useAuth } from './use-auth';
export { useLeaveSignedOut, useLogout, useSigningOut } from './use-logout';
export { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from './constants';
export { loginPathReturningTo, signUpPathReturningTo } from './return-path';
export { ProofDialog } from './proof-dialog';
export { loadPasskeyBrowser, passkeyMessage } from './load-passkey-browser';
