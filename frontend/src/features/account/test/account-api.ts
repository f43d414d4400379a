import { beforeEach } from 'vitest';
import type { AccountExportDto, EmailListDto, SessionDto } from '../../../api';
import type { Handler } from '../../../test/test-api';
import { sendJson } from '../../../test/test-api';
import { setupShopApi } from '../../shop/test/shop-api';

export function makeSession(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    id: '0123456789abcdef',
    browser: 'Firefox 128',
    os: 'macOS',
    createdAt: '2025-06-01T09:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    current: true,
    ...overrides,
  };
}

export function makeExport(email = 'ada@example.com'): AccountExportDto {
  const list = { status: 'subscribed' as const, email, subscribedAt: '2025-06-01T09:00:00.000Z', unsubscribedAt: null };
  return {
    exportedAt: '2025-06-05T10:00:00.000Z',
    site: 'Business Coach & Author',
    profile: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      pendingEmail: null,
      emailConfirmed: true,
      role: 'customer',
      createdAt: '2025-03-14T09:30:00.000Z',
      passwordChangedAt: null,
    },
    emailPreferences: {
      dailyBlogPosts: { ...list, confirmedAt: '2025-06-01T09:00:00.000Z' },
      productUpdates: { ...list, confirmedAt: null },
    },
    orders: [],
    downloads: [],
    devices: [],
  };
}

// Link tokens the fake API knows: a good one, and the API's 410 answers for the others.
export const GOOD_TOKEN = 'good-token';
export const DEAD_LINKS: Record<string, string> = {
  'used-token': 'This password reset link has already been used. Please ask for a new one if you still need it.',
  'expired-token':
    'This confirmation link has expired: links work for 24 hours. Sign in and send a new one from your account page.',
};
const UNKNOWN = 'This link is not valid. It may have been cut off: open it from the mail again, or ask for a new one.';
export const RESET_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';

const error = (res: Parameters<Handler>[1], statusCode: number, message: string) =>
  sendJson(res, statusCode, { statusCode, message });

// The account's routes (profile, e-mail change and confirmation, password, sessions) and the
// pages the account mails open, on the shop's harness (the account page shows the orders too),
// with the real routes, answers and messages. `account.handler` may answer a request first.
export function setupAccountApi() {
  const shop = setupShopApi();
  const { auth } = shop;
  const account = {
    shop,
    auth,
    sessions: [] as SessionDto[],
    preferences: { dailyBlogPosts: 'not-subscribed', productUpdates: 'not-subscribed' } as Record<
      'dailyBlogPosts' | 'productUpdates',
      EmailListDto['status']
    >,
    // the answer of Delete Account for the right password (the site's last admin is refused)
    lastAdmin: false,
    handler: undefined as Handler | undefined,
    // the requests' JSON bodies to a path
    json: shop.json,
    calls: shop.calls,
  };

  const linkRoute = (token: string, res: Parameters<Handler>[1], answer: () => void) => {
    if (token === GOOD_TOKEN) return answer();
    return error(res, 410, DEAD_LINKS[token] ?? UNKNOWN);
  };

  const preferencesOf = (email: string) => ({
    dailyBlogPosts: { status: account.preferences.dailyBlogPosts, email },
    productUpdates: { status: account.preferences.productUpdates, email },
  });

  const respond: Handler = (req, res) => {
    const body = req.body ? (JSON.parse(req.body) as Record<string, string>) : {};
    const route = `${req.method} ${req.path.split('?')[0]}`;
    const user = auth.signedIn;
    switch (route) {
      case 'POST /api/auth/forgot-password':
        return sendJson(res, 200, { message: RESET_ANSWER });
      case 'POST /api/auth/reset-password/check':
        return linkRoute(body.token, res, () => sendJson(res, 200, { message: 'Choose a new password.' }));
      case 'POST /api/auth/reset-password':
        return linkRoute(body.token, res, () =>
          sendJson(res, 200, { message: 'Your password has been changed. Please sign in with your new password.' }),
        );
      case 'POST /api/auth/confirm-email':
        return linkRoute(body.token, res, () => {
          if (user) auth.signedIn = { ...user, emailConfirmed: true };
          sendJson(res, 200, { status: 'confirmed', email: user?.email ?? 'ada@example.com' });
        });
    }
    if (!route.includes('/api/account/')) return;
    if (!user) return error(res, 401, 'Please sign in to continue.');
    switch (route) {
      case 'PATCH /api/account/profile': {
        const email = body.email.trim().toLowerCase();
        if (email !== user.email && auth.accounts.has(email)) {
          return error(res, 409, 'Another account already uses this email address.');
        }
        const pendingEmail = email === user.email ? user.pendingEmail : email;
        auth.signedIn = { ...user, firstName: body.firstName.trim(), lastName: body.lastName.trim(), pendingEmail };
        return sendJson(res, 200, auth.signedIn);
      }
      case 'DELETE /api/account/email-change':
        auth.signedIn = { ...user, pendingEmail: null };
        return sendJson(res, 200, auth.signedIn);
      case 'POST /api/account/email-confirmation':
        return sendJson(res, 200, { message: `We have sent a new confirmation link to ${user.email}.` });
      case 'PUT /api/account/password':
        if (auth.accounts.get(user.email)?.password !== body.currentPassword) {
          return error(res, 400, 'Your current password is not correct.');
        }
        account.sessions = account.sessions.filter((s) => s.current);
        return sendJson(res, 200, {
          message: 'Your password has been changed. Your other devices have been signed out.',
        });
      case 'GET /api/account/email-preferences':
        return sendJson(res, 200, preferencesOf(user.email));
      case 'PATCH /api/account/email-preferences': {
        for (const [list, on] of Object.entries(body) as [keyof typeof account.preferences, unknown][]) {
          // the daily e-mail waits for the click in its mail, product updates for the account's link
          account.preferences[list] = !on
            ? 'not-subscribed'
            : user.emailConfirmed
              ? 'subscribed'
              : 'awaiting-confirmation';
        }
        return sendJson(res, 200, preferencesOf(user.email));
      }
      case 'GET /api/account/export':
        res.setHeader('Content-Disposition', 'attachment; filename="account-data-2025-06-05.json"');
        return sendJson(res, 200, makeExport(user.email));
      case 'POST /api/account/delete':
        if (auth.accounts.get(user.email)?.password !== body.password) {
          return error(res, 400, 'The password is not correct. Your account was not deleted.');
        }
        if (account.lastAdmin) {
          return error(res, 409, 'You are the only admin of this site, so your account cannot be deleted.');
        }
        auth.accounts.delete(user.email);
        auth.signedIn = null;
        return sendJson(res, 200, { message: 'Your account has been deleted.' });
      case 'GET /api/account/sessions':
        return sendJson(res, 200, account.sessions);
      case 'DELETE /api/account/sessions/others': {
        const signedOut = account.sessions.filter((s) => !s.current).length;
        account.sessions = account.sessions.filter((s) => s.current);
        return sendJson(res, 200, { signedOut });
      }
    }
  };

  beforeEach(() => {
    account.sessions = [makeSession()];
    account.preferences = { dailyBlogPosts: 'not-subscribed', productUpdates: 'not-subscribed' };
    account.lastAdmin = false;
    account.handler = undefined;
    // after the shop harness's own beforeEach: its routes answer what these do not
    const shopRoutes = auth.handler;
    auth.handler = (req, res) => {
      account.handler?.(req, res);
      if (!res.headersSent) respond(req, res);
      if (!res.headersSent) return shopRoutes?.(req, res);
    };
  });
  return account;
}
