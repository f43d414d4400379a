// Test helpers for the mail outbox: apps of either tier that mail a test's SMTP capture, quick
// waits, its rows counted by status, kinds of mail for its own tests.
import { Injectable, type ModuleMetadata, OnModuleInit, Provider } from '@nestjs/common';
import { MailOutbox } from '../../src/core/mail/mail-outbox';
import { MAIL_OUTBOX_OPTIONS, MailOutboxOptions } from '../../src/core/mail/mail-outbox.options';
import type { ClaimedMail, RenderedMail } from '../../src/core/mail/mail-outbox.types';
import { skipQueuedMails } from './resets';
import { type CapturedMail, SmtpCapture, waitFor } from './smtp-capture';
import { createServiceModule, type ServiceModule } from './service-module';
import { createTestApp, TestApp } from './test-app';
import type { TestContext } from './test-context';

// Retries after 50 ms and a 100 ms poll, so a test sees in moments what takes minutes in production.
export const quickMail = (o: Partial<MailOutboxOptions> = {}): MailOutboxOptions => ({
  concurrency: 5,
  pollMs: 100,
  leaseMs: 10 * 60_000,
  retryDelaysMs: [50, 50, 50, 50, 50],
  ...o,
});

// Per test: a fresh SMTP capture, and the apps the test starts (quick outbox waits, mail to the
// capture, links to https://coach.example, and `env` besides), closed after it. `start` makes one
// app of either tier with these settings and outbox options.
function mailBed<T extends TestContext>(start: (env: Record<string, string>, outbox: MailOutboxOptions) => Promise<T>) {
  const bed = {
    smtp: undefined as unknown as SmtpCapture,
    smtpUrl: '',
    apps: [] as T[],
    async app(options: Partial<MailOutboxOptions> = {}, env: Record<string, string> = {}): Promise<T> {
      const t = await start({ SMTP_URL: bed.smtpUrl, PUBLIC_URL: 'https://coach.example', ...env }, quickMail(options));
      bed.apps.push(t);
      return t;
    },
  };
  beforeEach(async () => {
    bed.smtp = new SmtpCapture();
    bed.smtpUrl = await bed.smtp.start();
  });
  afterEach(async () => {
    // what a test left queued (the confirmation mails of the accounts it made) is not for the next
    // suite's app to send into that suite's capture
    if (bed.apps[0]) await skipQueuedMails(bed.apps[0]);
    await Promise.all(bed.apps.splice(0).map((t) => t.close()));
    await bed.smtp.close();
  });
  return bed;
}

// the whole app (test-app.ts), with these providers besides
export const mailTestBed = (providers: Provider[] = []) =>
  mailBed<TestApp>((env, outbox) => createTestApp({ env, providers, overrides: [[MAIL_OUTBOX_OPTIONS, outbox]] }));

// the modules a suite names, without HTTP (service-module.ts): the mail outbox among them
// (globalModules() has it)
export const mailServiceBed = (modules: { imports: NonNullable<ModuleMetadata['imports']>; providers?: Provider[] }) =>
  mailBed<ServiceModule>((env, outbox) =>
    createServiceModule({ ...modules, env, overrides: [[MAIL_OUTBOX_OPTIONS, outbox]] }),
  );

export async function outboxStatuses(t: TestContext, kind?: string): Promise<Record<string, number>> {
  const rows: { status: string; n: number }[] = await t.dataSource.query(
    'SELECT status, count(*)::int AS n FROM mail_outbox WHERE $1::text IS NULL OR kind = $1 GROUP BY status',
    [kind ?? null],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

// Waits until no mail (of this kind) is pending or being sent: e.g. the confirmation mail of an
// account a test made (test/support/client's signedIn) is out of the way before it counts or
// refuses mails, or every mail that was going to arrive has.
export function outboxSettled(t: TestContext, kind?: string): Promise<true> {
  return waitFor(
    async () => {
      const s = await outboxStatuses(t, kind);
      return !s.pending && !s.sending;
    },
    15_000,
    'the outbox to settle',
  );
}

// Kinds for the outbox's own tests: one per rule for interrupted mails, a bulk one (with
// List-Unsubscribe) and one that reaches a stopped address (a reconfirmation). The payload steers
// the rendering: { skip } renders nothing, { listUnsubscribe } adds the header no such mail may
// carry, { icalEvent } carries that calendar invitation.
@Injectable()
export class TestMailKinds implements OnModuleInit {
  constructor(private readonly outbox: MailOutbox) {}

  onModuleInit(): void {
    for (const [kind, onUnresolved, rules] of [
      ['test-retry', 'retry', {}],
      ['test-give-up', 'give-up', {}],
      ['test-bulk', 'give-up', { listUnsubscribe: true }],
      ['test-reconfirm', 'retry', { reachesUndeliverable: true }],
    ] as const) {
      this.outbox.registerKind({
        kind,
        onUnresolved,
        listUnsubscribe: false,
        ...rules,
        render: (mail) => this.render(mail),
      });
    }
  }

  private async render(mail: ClaimedMail): Promise<RenderedMail | null> {
    if (mail.payload.skip) return null;
    const bulk = mail.payload.listUnsubscribe || mail.kind === 'test-bulk';
    const headers = bulk ? { 'List-Unsubscribe': '<https://coach.example/u>' } : undefined;
    const icalEvent = mail.payload.icalEvent as RenderedMail['icalEvent'];
    return { subject: `Test ${mail.subjectKey}`, text: 'Hello.', html: '<p>Hello.</p>', headers, icalEvent };
  }
}

// The accounts a test signs in with are sent a confirmation mail, and a mail for each sign-in from
// another browser than the one that registered (modules/auth); a test about other mails looks past them.
export const ACCOUNT_CONFIRMATION_SUBJECT = 'Confirm your e-mail address';
const NEW_SIGN_IN_SUBJECT = /^New sign-in to your .* account$/;
export function otherThanAccountMails(smtp: SmtpCapture): CapturedMail[] {
  return smtp.mails.filter((m) => m.subject !== ACCOUNT_CONFIRMATION_SUBJECT && !NEW_SIGN_IN_SUBJECT.test(m.subject));
}
export const recipientsOf = (mails: CapturedMail[]): string[] => mails.flatMap((m) => m.to).sort();
