import { beforeEach } from 'vitest';
import type { AccountExportDto, EmailListDto, SessionDto, UserDto } from '../../../api';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from '../../../test/test-api';
import { error, PASSKEY_UNKNOWN, sendJson, type TestPasskey, WRONG_CODE } from '../../../test/test-api';
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
    mailDeliverability: {
      email,
      undeliverable: null,
      detail: null,
      since: null,
      softBounces: 0,
      lastSoftBounceAt: null,
    },
    orders: [],
    downloads: [],
    courses: { enrolments: [], completedLessons: [] },
    bookings: { sessions: [] },
    memberships: { memberships: [], invoices: [] },
    plans: [],
    analytics: [],
    marketing: null,
    assistant: [],
    comments: [],
    devices: [],
    passkeys: [],
  };
}

const passkeyDto = ({ id, name, createdAt, lastUsedAt }: TestPasskey) => ({ id, name, createdAt, lastUsedAt });

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

type Account = ReturnType<typeof setupAccountApi>;

export const PROOF_REQUIRED =
  'Please confirm it is you: this asks for your password (or a code) again when you last gave it more than 5 minutes ago.';

const newTwoFactor = () => ({
  enabled: false,
  appCode: '135790',
  codes: Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`),
});

// a route of a mail's link: the good token answers, the others are the API's 410s
const linkRoute =
  (answer: RouteHandler<Account>): RouteHandler<Account> =>
  (call, account) =>
    call.body.token === GOOD_TOKEN
      ? answer(call, account)
      : error(call.res, 410, DEAD_LINKS[call.body.token] ?? UNKNOWN);

// the signed-in visitor's routes, with the user
const signedIn =
  (handle: (call: RouteCall, account: Account, user: UserDto) => void): RouteHandler<Account> =>
  (call, account) => {
    const user = account.auth.signedIn;
    return user ? handle(call, account, user) : error(call.res, 401, 'Please sign in to continue.');
  };

const preferencesOf = (account: Account, email: string) => ({
  dailyBlogPosts: { status: account.preferences.dailyBlogPosts, email },
  productUpdates: { status: account.preferences.productUpdates, email },
});

// the other devices signed out
const signOutOthers = (account: Account) => {
  const signedOut = account.sessions.filter((s) => !s.current).length;
  account.sessions = account.sessions.filter((s) => s.current);
  return signedOut;
};

// The account's routes (profile, e-mail change and confirmation, password, sessions) and the
// pages the account mails open, with the real routes, answers and messages.
const ROUTES = routeTable<Account>({
  'POST /api/auth/forgot-password': ({ res }) => sendJson(res, 200, { message: RESET_ANSWER }),
  'POST /api/auth/reset-password/check': linkRoute(({ res }) =>
    sendJson(res, 200, { message: 'Choose a new password.' }),
  ),
  'POST /api/auth/reset-password': linkRoute(({ res }) =>
    sendJson(res, 200, { message: 'Your password has been changed. Please sign in with your new password.' }),
  ),
  'POST /api/auth/sign-in-alert': linkRoute(({ res }, account) => {
    account.sessions = [];
    sendJson(res, 200, {
      message: 'Your account has been signed out everywhere. Choose a new password now.',
      resetToken: GOOD_TOKEN,
    });
  }),
  'POST /api/auth/confirm-email': linkRoute(({ res }, { auth }) => {
    const user = auth.signedIn;
    if (user) auth.signedIn = { ...user, emailConfirmed: true };
    sendJson(res, 200, { status: 'confirmed', email: user?.email ?? 'ada@example.com' });
  }),
  'PATCH /api/account/profile': signedIn(({ res, body }, { auth }, user) => {
    const email = body.email.trim().toLowerCase();
    if (email !== user.email && auth.accounts.has(email)) {
      return error(res, 409, 'Another account already uses this email address.');
    }
    const pendingEmail = email === user.email ? user.pendingEmail : email;
    auth.signedIn = { ...user, firstName: body.firstName.trim(), lastName: body.lastName.trim(), pendingEmail };
    return sendJson(res, 200, auth.signedIn);
  }),
  'DELETE /api/account/email-change': signedIn(({ res }, { auth }, user) => {
    auth.signedIn = { ...user, pendingEmail: null };
    return sendJson(res, 200, auth.signedIn);
  }),
  'POST /api/account/email-confirmation': signedIn(({ res }, _account, user) =>
    sendJson(res, 200, { message: `We have sent a new confirmation link to ${user.email}.` }),
  ),
  'PUT /api/account/password': signedIn(({ res, body }, account, user) => {
    if (account.auth.accounts.get(user.email)?.password !== body.currentPassword) {
      return error(res, 400, 'Your current password is not correct.');
    }
    signOutOthers(account);
    return sendJson(res, 200, {
      message: 'Your password has been changed. Your other devices have been signed out.',
    });
  }),
  'GET /api/account/email-preferences': signedIn(({ res }, account, user) =>
    sendJson(res, 200, preferencesOf(account, user.email)),
  ),
  'PATCH /api/account/email-preferences': signedIn(({ res, body }, account, user) => {
    for (const [list, on] of Object.entries(body) as [keyof Account['preferences'], unknown][]) {
      // the daily e-mail waits for the click in its mail, product updates for the account's link
      account.preferences[list] = !on ? 'not-subscribed' : user.emailConfirmed ? 'subscribed' : 'awaiting-confirmation';
    }
    return sendJson(res, 200, preferencesOf(account, user.email));
  }),
  'GET /api/account/export': signedIn(({ res }, _account, user) => {
    res.setHeader('Content-Disposition', 'attachment; filename="account-data-2025-06-05.json"');
    return sendJson(res, 200, makeExport(user.email));
  }),
  'POST /api/account/delete': signedIn(({ res, body }, account, user) => {
    const { auth } = account;
    if (auth.accounts.get(user.email)?.password !== body.password) {
      return error(res, 400, 'The password is not correct. Your account was not deleted.');
    }
    if (account.lastAdmin) {
      return error(res, 409, 'You are the only admin of this site, so your account cannot be deleted.');
    }
    auth.accounts.delete(user.email);
    auth.signedIn = null;
    return sendJson(res, 200, { message: 'Your account has been deleted.' });
  }),
  'GET /api/account/two-factor': signedIn(({ res }, { twoFactor }) =>
    sendJson(res, 200, {
      enabled: twoFactor.enabled,
      recoveryCodesLeft: twoFactor.enabled ? twoFactor.codes.length : 0,
    }),
  ),
  'POST /api/account/two-factor/setup': signedIn(({ res }, { twoFactor }, user) => {
    if (twoFactor.enabled)
      return error(
        res,
        409,
        'Two-factor sign-in is already on for this account. Turn it off first to set up another app.',
      );
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    return sendJson(res, 201, {
      secret,
      otpauthUrl: `otpauth://totp/Coach:${encodeURIComponent(user.email)}?issuer=Coach&secret=${secret}`,
    });
  }),
  'POST /api/account/two-factor/enable': signedIn(({ res, body }, account) => {
    if (body.code !== account.twoFactor.appCode) return error(res, 400, WRONG_CODE);
    account.twoFactor.enabled = true;
    account.sessions = account.sessions.filter((s) => s.current);
    return sendJson(res, 200, { message: 'Two-factor sign-in is on.', recoveryCodes: account.twoFactor.codes });
  }),
  'POST /api/account/two-factor/disable': signedIn(({ res, body }, account) => {
    if (!account.proof.fresh)
      return sendJson(res, 403, { statusCode: 403, message: PROOF_REQUIRED, reauthenticate: true });
    if (body.code !== account.twoFactor.appCode) return error(res, 400, WRONG_CODE);
    account.twoFactor.enabled = false;
    return sendJson(res, 200, { message: 'Two-factor sign-in is off. Your other devices have been signed out.' });
  }),
  'POST /api/account/two-factor/recovery-codes': signedIn(({ res, body }, { twoFactor }) => {
    if (body.code !== twoFactor.appCode) return error(res, 400, WRONG_CODE);
    twoFactor.codes = twoFactor.codes.map((c) => c.replace(/^./, 'z'));
    return sendJson(res, 200, {
      message: 'New recovery codes. The old ones no longer work.',
      recoveryCodes: twoFactor.codes,
    });
  }),
  'GET /api/auth/proof': signedIn(({ res }, { proof, twoFactor, auth }, user) =>
    sendJson(res, 200, {
      fresh: proof.fresh,
      provenUntil: null,
      asks: twoFactor.enabled ? 'code' : 'password',
      passkeys: auth.passkeys.some((p) => p.email === user.email),
    }),
  ),
  'POST /api/auth/reauthenticate': signedIn(({ res, body }, account, user) => {
    if (body.passkey) {
      const owner = account.auth.passkeys.find((p) => p.credentialId === body.passkey.id)?.email;
      if (owner !== user.email) return error(res, 400, PASSKEY_UNKNOWN);
      account.proof.fresh = true;
      return sendJson(res, 200, { fresh: true, provenUntil: null, asks: 'password', passkeys: true });
    }
    const right = account.twoFactor.enabled
      ? body.code === account.twoFactor.appCode
      : account.auth.accounts.get(user.email)?.password === body.password;
    if (!right)
      return error(res, 400, account.twoFactor.enabled ? WRONG_CODE : 'Your current password is not correct.');
    account.proof.fresh = true;
    return sendJson(res, 200, {
      fresh: true,
      provenUntil: new Date(Date.now() + 300_000).toISOString(),
      asks: 'password',
      passkeys: false,
    });
  }),
  'GET /api/account/passkeys': signedIn(({ res }, { auth }, user) =>
    sendJson(res, 200, auth.passkeys.filter((p) => p.email === user.email).map(passkeyDto)),
  ),
  'POST /api/account/passkeys/options': signedIn(({ res }, _account, user) =>
    sendJson(res, 200, {
      options: {
        challenge: 'cmVnaXN0ZXI',
        rp: { id: 'localhost', name: 'Business Coach & Author' },
        user: { id: 'dXNlci0x', name: user.email, displayName: user.email },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        excludeCredentials: [],
      },
    }),
  ),
  'POST /api/account/passkeys': signedIn(({ res, body }, { auth }, user) => {
    if (auth.passkeys.some((p) => p.credentialId === body.response.id))
      return error(res, 409, 'This passkey is already registered.');
    const passkey = {
      id: auth.passkeys.length + 1,
      name: body.name,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      email: user.email,
      credentialId: body.response.id,
    };
    auth.passkeys.push(passkey);
    return sendJson(res, 201, passkeyDto(passkey));
  }),
  'PATCH /api/account/passkeys/{id}': signedIn(({ res, body, params }, { auth }, user) => {
    const passkey = auth.passkeys.find((p) => p.id === Number(params.id) && p.email === user.email);
    if (!passkey) return error(res, 404, 'No such passkey on your account.');
    passkey.name = body.name;
    return sendJson(res, 200, passkeyDto(passkey));
  }),
  'DELETE /api/account/passkeys/{id}': signedIn(({ res, params }, account, user) => {
    if (!account.proof.fresh)
      return sendJson(res, 403, { statusCode: 403, message: PROOF_REQUIRED, reauthenticate: true });
    const at = account.auth.passkeys.findIndex((p) => p.id === Number(params.id) && p.email === user.email);
    if (at < 0) return error(res, 404, 'No such passkey on your account.');
    account.auth.passkeys.splice(at, 1);
    res.writeHead(204).end();
  }),
  'GET /api/account/sessions': signedIn(({ res }, account) => sendJson(res, 200, account.sessions)),
  'DELETE /api/account/sessions/others': signedIn(({ res }, account) =>
    sendJson(res, 200, { signedOut: signOutOthers(account) }),
  ),
});

// The account's routes on the shop's harness (the account page shows the orders too).
// `account.handler` may answer a request first.
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
    // two-factor sign-in: on or off, the one code of the app the fake takes, the recovery codes
    twoFactor: newTwoFactor(),
    // whether the session proved who is behind it recently (the actions asking for it answer 403 otherwise)
    proof: { fresh: true },
    get handler() {
      return auth.handler;
    },
    set handler(handler: Handler | undefined) {
      auth.handler = handler;
    },
    // the requests' JSON bodies to a path
    json: shop.json,
    calls: shop.calls,
  };
  auth.use(bindRoutes(ROUTES, account));

  beforeEach(() => {
    account.sessions = [makeSession()];
    account.preferences = { dailyBlogPosts: 'not-subscribed', productUpdates: 'not-subscribed' };
    account.lastAdmin = false;
    account.twoFactor = newTwoFactor();
    account.proof = { fresh: true };
  });
  return account;
}
