import { cleanup, screen, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { PageContentDto, RecordViewDto, UserDto } from '../api';
import type { PasskeyDto } from '../api/generated-account-security';
import type { SiteDto } from '../features/site';
import { SITE_DEFAULTS } from '../features/site';
import { operationOf } from './contract';
import type { ReceivedRequest, TestServer } from './http-server';
import { forwardFetch, sendJson, sendPage, startServer } from './http-server';
import type { BoundRoutes } from './routes';
import { bindRoutes, routeTable } from './routes';

// A test's own answer to a request, tried before the routes: it answers, returns true to keep the
// request (answered later, or never), or leaves it to the routes.
export type Handler = (request: ReceivedRequest, res: ServerResponse<IncomingMessage>) => void | boolean;

export const TEST_ADMIN_SECRET = 'test-admin-secret';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    createdAt: '2025-03-14T09:30:00.000Z',
    emailConfirmed: true,
    pendingEmail: null,
    ...overrides,
  };
}

export const WRONG_CODE =
  'That code is not right. Enter the code your authenticator app shows now, or a recovery code you have not used.';

export const PASSKEY_UNKNOWN = 'This passkey is not registered here. Sign in with your email and password instead.';
// what POST /api/auth/passkey/options answers (any passkey of the site may answer)
const PASSKEY_REQUEST_OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };

// A passkey the fake knows: the account it signs in, and the browser's credential id for it.
export type TestPasskey = PasskeyDto & { email: string; credentialId: string };

export const error = (res: ServerResponse, statusCode: number, message: string) =>
  sendJson(res, statusCode, { statusCode, message });

// The site settings GET /api/site answers: the defaults of a fresh install, with `overrides`.
export const makeSite = (overrides: Partial<SiteDto> = {}): SiteDto => ({ ...SITE_DEFAULTS, ...overrides });

export type TestApi = ReturnType<typeof setupTestApi>;

// The shared routes, with the real API's answers and messages: auth, with one browser session
// (signedIn), accounts with passwords, and the admin secret; each page's saved sections
// (pageContent, none unless a test saves some); the newsletter; the public site settings (`site`,
// the defaults unless a test renames the site).
const ROUTES = routeTable<TestApi>({
  'GET /api/health': ({ res }) => sendJson(res, 200, { status: 'ok', db: 'up' }),
  'GET /api/page-content': ({ res, query }, api) =>
    sendJson(
      res,
      200,
      api.pageContent.filter((s) => s.page === query.get('page')),
    ),
  'POST /api/subscribe': ({ res }) => sendJson(res, 200, { message: "You've been subscribed to our newsletter." }),
  'GET /api/site': ({ res }, api) => sendJson(res, 200, api.site),
  'GET /api/auth/user': ({ res }, api) =>
    api.signedIn ? sendJson(res, 200, api.signedIn) : error(res, 401, 'Please sign in to continue.'),
  'POST /api/auth/register': ({ res, body }, api) => {
    // an address that has an account stays as it is, and nobody is signed in
    if (api.accounts.has(body.email)) {
      return sendJson(res, 201, {
        message: 'Thank you for registering. We have sent a mail to this address. Please sign in.',
        user: null,
      });
    }
    const { password, ...fields } = body as Record<string, string>;
    const user = makeUser({
      ...fields,
      id: api.accounts.size + 1,
      createdAt: new Date().toISOString(),
      emailConfirmed: false,
    });
    api.accounts.set(user.email, { ...user, password });
    // a new account is signed in
    api.signedIn = user;
    return sendJson(res, 201, {
      message: 'Thank you for registering. You are signed in. We have sent a mail to confirm your address.',
      user,
    });
  },
  'POST /api/auth/login': ({ res, body }, api) => {
    const account = api.accounts.get(body.email);
    if (!account || account.password !== body.password) return error(res, 401, 'Invalid email or password');
    const { password: _password, ...user } = account;
    // an account with two-factor sign-in on: its code comes next
    if (api.twoFactorCodes.has(user.email)) {
      api.awaitingCode = user;
      return sendJson(res, 202, {
        secondFactorRequired: true,
        message: 'Enter the 6-digit code from your authenticator app.',
      });
    }
    api.signedIn = user;
    return sendJson(res, 200, user);
  },
  'POST /api/auth/login/code': ({ res, body }, api) => {
    const user = api.awaitingCode;
    if (!user)
      return error(res, 401, 'No sign-in is waiting for a code. Please sign in with your email and password again.');
    if (api.twoFactorCodes.get(user.email) !== body.code) return error(res, 401, WRONG_CODE);
    api.awaitingCode = null;
    api.signedIn = user;
    return sendJson(res, 200, user);
  },
  'POST /api/auth/passkey/options': ({ res }) => sendJson(res, 200, { options: PASSKEY_REQUEST_OPTIONS }),
  'POST /api/auth/passkey': ({ res, body }, api) => {
    const passkey = api.passkeys.find((p) => p.credentialId === body.response?.id);
    const account = passkey && api.accounts.get(passkey.email);
    if (!passkey || !account) return error(res, 401, PASSKEY_UNKNOWN);
    const { password: _password, ...user } = account;
    passkey.lastUsedAt = new Date().toISOString();
    api.awaitingCode = null;
    api.signedIn = user;
    return sendJson(res, 200, user);
  },
  'POST /api/auth/logout': ({ res }, api) => {
    api.signedIn = null;
    res.writeHead(204).end();
  },
  'POST /api/make-admin': ({ res, body }, api) => {
    if (!api.signedIn) return error(res, 401, 'Please sign in to continue.');
    if (body.adminSecret !== TEST_ADMIN_SECRET) {
      return error(res, 403, 'Invalid credentials. Please check your email and admin secret.');
    }
    if (body.email !== api.signedIn.email) {
      return error(res, 403, 'Admin access can only be granted to the account you are signed in with.');
    }
    api.signedIn = { ...api.signedIn, role: 'admin' };
    return sendJson(res, 200, { message: 'Admin access granted' });
  },
});

// The page-view beacon every page of the app sends (features/analytics): answered before a test's
// own handler and the harnesses' routes, whose catch-alls and counters are about what the page reads.
const BEACON = routeTable<TestApi>({
  'POST /api/analytics/views': ({ res, body }, api) => {
    api.pageViews.push(body as RecordViewDto);
    res.writeHead(204).end();
  },
});

// The one test backend on loopback: a fresh server for every test, with the shared routes above;
// each feature's harness adds its route table with `use`, and a test's `handler` may answer first.
// At the end of a test its page is unmounted and what it still has in flight is aborted, then the
// server closes: nothing of one test reaches the next.
export function setupTestApi() {
  let harnessRoutes: BoundRoutes[] = [];
  let tornDown = new AbortController();
  let strays: string[] = [];
  const api = {
    server: {} as TestServer,
    accounts: new Map<string, UserDto & { password: string }>(),
    pageContent: [] as PageContentDto[],
    signedIn: null as UserDto | null,
    // accounts with two-factor sign-in on, each with the one code the fake takes; and the account
    // whose password was right, waiting for its code
    twoFactorCodes: new Map<string, string>(),
    awaitingCode: null as UserDto | null,
    // the passkeys of every account
    passkeys: [] as TestPasskey[],
    handler: undefined as Handler | undefined,
    site: makeSite(),
    // the page views the beacon sent, in order
    pageViews: [] as RecordViewDto[],
    // a harness's routes over its state; the last added answers first
    use(routes: BoundRoutes) {
      harnessRoutes = [routes, ...harnessRoutes];
    },
    // sign a user in before the page opens
    signIn(user: UserDto = makeUser()) {
      api.accounts.set(user.email, { ...user, password: 'secret1' });
      api.signedIn = user;
      return user;
    },
    // the requests to `path`, e.g. to see what a form sent
    calls(path: string, method = 'POST') {
      return api.server.requests.filter((r) => r.path === path && r.method === method);
    },
  };
  const ownRoutes = bindRoutes(ROUTES, api);
  const beacon = bindRoutes(BEACON, api);

  const respond: Handler = (req, res) => {
    // the page asked for what the API does not have: the fake answers as the API would, the test fails
    if (!operationOf(req.method, req.path)) strays.push(`${req.method} ${req.path}`);
    if (beacon(req, res) || api.handler?.(req, res) === true || res.headersSent) return;
    for (const routes of [...harnessRoutes, ownRoutes]) if (routes(req, res)) return;
    error(res, 404, 'Not found.');
  };

  beforeEach(async () => {
    api.server = await startServer(respond);
    api.accounts.clear();
    api.pageContent = [];
    api.signedIn = null;
    api.twoFactorCodes.clear();
    api.awaitingCode = null;
    api.passkeys = [];
    api.handler = undefined;
    api.site = makeSite();
    api.pageViews = [];
    tornDown = new AbortController();
    strays = [];
    const { signal } = tornDown;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      forwardFetch(input, init, api.server.url, realFetch, signal),
    );
  });
  afterEach(async () => {
    cleanup();
    tornDown.abort();
    await api.server.close();
    expect(strays, 'requests to operations openapi.json does not have').toEqual([]);
  });
  return api;
}

// The toasts on screen (the Toaster's region).
export const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

export { sendJson, sendPage };
