import request from 'supertest';
import { signedIn, type TestClient } from '../support/client';
import { resetBlog } from '../support/factories';
import type { mailTestBed } from '../support/mail-outbox';
import type { CapturedMail, SmtpCapture } from '../support/smtp-capture';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

const CONFIRM = 'Please confirm your subscription';
const WELCOME = 'Welcome to the daily blog e-mail';

export const isConfirmation = (m: CapturedMail) => m.subject.startsWith(CONFIRM);

// The mails of the blog and its list, leaving out the confirmation mail that every account a test
// makes (its admin) is sent.
export const blogMails = (smtp: SmtpCapture) => smtp.mails.filter((m) => m.subject !== 'Confirm your e-mail address');
export const blogRecipients = (smtp: SmtpCapture) =>
  blogMails(smtp)
    .flatMap((m) => m.to)
    .sort();
export const isWelcome = (m: CapturedMail) => m.subject.startsWith(WELCOME);

// the mails of one kind to `to` that have arrived so far
export const mailsTo = (smtp: SmtpCapture, to: string, kind: (m: CapturedMail) => boolean) =>
  smtp.mails.filter((m) => m.to.includes(to) && kind(m));

export async function waitForMail(
  smtp: SmtpCapture,
  to: string,
  kind: (m: CapturedMail) => boolean,
  count = 1,
): Promise<CapturedMail> {
  const mails = await waitFor(
    () => {
      const found = mailsTo(smtp, to, kind);
      return found.length >= count ? found : false;
    },
    10_000,
    `mail ${count} of its kind to ${to}`,
  );
  return mails[count - 1];
}

// The confirmation link of a mail (the same in its text and HTML parts), as a path on the test app.
export function confirmLinkOf(mail: CapturedMail): string {
  const url = /Yes, subscribe me: (\S+)/.exec(mail.text())?.[1];
  if (!url) throw new Error(`no confirmation link in "${mail.subject}"`);
  expect(mail.html()).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
  const link = new URL(url);
  expect(link.origin).toBe('https://coach.example');
  return link.pathname + link.search;
}

export const click = (t: TestApp, path: string) => request(t.server).get(path);

export async function subscriberRow(t: TestApp, email: string) {
  const [row] = await t.dataSource.query(
    `SELECT id, active, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed,
       confirm_token_hash AS hash FROM subscribers WHERE email = $1`,
    [email],
  );
  return row as { id: number; active: boolean; confirmed: boolean; unsubscribed: boolean; hash: string | null };
}

// Every queued mail has been dealt with (sent, skipped or failed): what was going to arrive has.
export function outboxDone(t: TestApp): Promise<true> {
  return waitFor(
    async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      );
      return n === 0 ? true : false;
    },
    10_000,
    'the outbox to be done',
  );
}

// A test's app with empty blog tables and an admin signed in.
export async function blogWithAdmin(bed: ReturnType<typeof mailTestBed>): Promise<{ t: TestApp; admin: TestClient }> {
  const t = await bed.app();
  await resetBlog(t);
  return { t, admin: await signedIn(t, 'admin') };
}

// the addresses GET /api/admin/subscribers lists (`query`: e.g. '?search=ada')
export async function subscriberEmails(admin: TestClient, query = ''): Promise<string[]> {
  const res = await admin.get(`/api/admin/subscribers${query}`).expect(200);
  return (res.body as { email: string }[]).map((s) => s.email);
}
