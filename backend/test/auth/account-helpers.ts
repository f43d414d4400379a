// Helpers of the account tests: the mails a customer gets, and the links in them.
import { account, newClient, TestAccount, TestClient } from '../support/client';
import type { CapturedMail, SmtpCapture } from '../support/smtp-capture';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

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
