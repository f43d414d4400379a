// Where /login sends a visitor once signed in. A page that needs an account (the checkout) sends
// them to /login?next=<its own path and query>: the URL keeps the purchase through a reload and
// through creating an account first. Only a path of this site is followed: a link to our login page
// must never forward to someone else's site (an open redirect).

export const RETURN_PARAM = 'next';
export const DEFAULT_RETURN_PATH = '/';

// one leading slash, then anything but a second slash or backslash ("//evil.com", "/\evil.com")
const SITE_PATH = /^\/(?![/\\])/;
// browsers read a backslash as a slash and drop tabs and newlines ("/\t/evil.com" is "//evil.com")
const UNSAFE_CHARACTER = /[\\\s\p{Cc}]/u;
const PROBE_ORIGIN = 'https://site.invalid';

// /login?next=<path>, for a page that asks its visitor to sign in and come back.
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

// ?mode=signup: /login opens on the form that creates an account
export const MODE_PARAM = 'mode';
export const SIGN_UP_MODE = 'signup';

// /login?next=<path>&mode=signup, for a page's "Create account": the same way back, from a new account.
export function signUpPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: path, [MODE_PARAM]: SIGN_UP_MODE })}`;
}

// `value` when it is a path of this site other than /login itself, otherwise the default.
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !SITE_PATH.test(value) || UNSAFE_CHARACTER.test(value)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  // the same origin as a check of the parser's own reading; back to /login would only loop
  const toLogin = url.pathname.replace(/\/+$/, '').toLowerCase() === '/login';
  return url.origin === PROBE_ORIGIN && !toLogin ? value : DEFAULT_RETURN_PATH;
}
