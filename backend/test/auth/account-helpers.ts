// Helpers of the account tests: the mails a customer gets, and the links in them.
import { account, newClient, TestAccount, TestClient } from '../support/client';
import type { CapturedMail, SmtpCapture } from '../support/smtp-capture';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { TestAuthenticator } from '../support/totp-codes';

export { sha256 } from '../support/factories';

export const mailsTo = (smtp: SmtpCapture, to: string, subject: string): CapturedMail[] =>
  smtp.mails.filter((m) => m.to.includes(to) && m.subject === subject);

// Waits for the `n`th mail with this subject to `to` (the outbox sends in the background).
export function mailTo(smtp: SmtpCapture, to: string, subject: string, n = 1): Promise<CapturedMail> {
  return waitFor(() => mailsTo(smtp, to, subject)[n - 1] ?? false, 15_000, `"${subject}" #${n} to ${to}`);
}

// The token of the link to `path` in a mail (the links point at PUBLIC_URL, https://coach.example).
export function tokenIn(mail: CapturedMail, path: '/reset-password' | '/confirm-email'): string {
  const link = new RegExp(`https://coach\\.example${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text());
  if (!link) throw new Error(`no ${path} link in:\n${mail.text()}`);
  expect(mail.html()).toContain(`https://coach.example${path}?token=${link[1]}`);
  return link[1];
}

// An account that exists, signed in nowhere (registering signs in; that browser signs out).
export async function registered(t: TestApp, who: TestAccount = account()): Promise<TestAccount> {
  const client = await newClient(t);
  await client.post('/api/auth/register', who).expect(201);
  await client.post('/api/auth/logout').expect(204);
  return who;
}

// A browser signed in to an existing account, with a User-Agent of its own.
export async function signedInAs(t: TestApp, who: TestAccount, userAgent?: string): Promise<TestClient> {
  const client = await newClient(t);
  const req = client.post('/api/auth/login', { email: who.email, password: who.password });
  await (userAgent ? req.set('User-Agent', userAgent) : req).expect(200);
  return client;
}

// The account's row, as the database has it.
export async function userRow(t: TestApp, email: string) {
  const [row] = await t.dataSource.query(
    `SELECT id, email, pending_email, email_confirmed_at, password_changed_at FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return row as
    | {
        id: number;
        email: string;
        pending_email: string | null;
        email_confirmed_at: Date | null;
        password_changed_at: Date | null;
      }
    | undefined;
}

export async function sessionCount(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM session WHERE sess -> 'passport' ->> 'user' = $1::text`,
    [userId],
  );
  return row.n;
}

const SIX_MINUTES_MS = 6 * 60 * 1000;

// Moves the last proof of the account's sessions six minutes back, as if the owner had signed in then.
export async function ageProof(t: TestApp, client: TestClient): Promise<void> {
  const { id } = (await client.get('/api/auth/user').expect(200)).body;
  await t.dataSource.query(
    `UPDATE session SET sess = jsonb_set(sess::jsonb, '{provenAt}', to_jsonb($2::bigint))::json
     WHERE sess -> 'passport' ->> 'user' = $1::text`,
    [id, Date.now() - SIX_MINUTES_MS],
  );
}

// An account with two-factor on, its app and its recovery codes (and the browser that turned it on).
export async function withTwoFactor(t: TestApp) {
  const who = await registered(t);
  const browser = await signedInAs(t, who);
  const setup = await browser.post('/api/account/two-factor/setup').expect(201);
  const app = new TestAuthenticator(setup.body.secret);
  const on = await browser.post('/api/account/two-factor/enable', { code: await app.code() }).expect(200);
  return { who, browser, app, recoveryCodes: on.body.recoveryCodes as string[], setup: setup.body };
}

// The password step of a sign-in: answered 202, nobody signed in yet.
export async function passwordStep(t: TestApp, who: TestAccount): Promise<TestClient> {
  const client = await newClient(t);
  const res = await client.post('/api/auth/login', { email: who.email, password: who.password }).expect(202);
  expect(res.body).toEqual({
    secondFactorRequired: true,
    message: 'Enter the 6-digit code from your authenticator app.',
  });
  await client.get('/api/auth/user').expect(401);
  return client;
}
