import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutboxReportsRepository } from './mail-outbox-reports.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import {
  MAIL_STATUSES,
  type MailHealth,
  type MailKind,
  type MailRecord,
  type MailStatusCounts,
  type OutboxMail,
  type RecipientsSelect,
} from './mail-outbox.types';

const noMails = (): MailStatusCounts =>
  Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as MailStatusCounts;

// Every mail the site sends goes through here: a module registers its kinds at start (provideMails,
// see define-mail.ts), and enqueues a mail as a row in the same transaction as the change that
// causes it (so a rolled-back change sends nothing, and a committed one is never without its
// mail). MailOutboxWorker sends the rows.
@Injectable()
export class MailOutbox {
  private readonly kinds = new Map<string, MailKind>();

  constructor(
    private readonly rows: MailOutboxRepository,
    private readonly reports: MailOutboxReportsRepository,
  ) {}

  // At start (provideMails); each kind once.
  registerKind(kind: MailKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`Mail kind "${kind.kind}" is registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  kind(name: string): MailKind | undefined {
    return this.kinds.get(name);
  }

  registeredKinds(): MailKind[] {
    return [...this.kinds.values()];
  }

  // Idempotent on (kind, subject, recipient): true when the mail was not queued before.
  async enqueue(tx: EntityManager, mail: OutboxMail): Promise<boolean> {
    return (await this.rows.insertOne(tx, mail)) > 0;
  }

  // One mail per row of a module's select (one INSERT … SELECT); answers how many were new.
  enqueueMany(tx: EntityManager, kind: string, subjectKey: string, recipients: RecipientsSelect): Promise<number> {
    return this.rows.insert(tx, kind, subjectKey, recipients);
  }

  // When an account is deleted: its mails still waiting are skipped, and no row keeps its
  // addresses or a payload naming it (`payload`: e.g. { userId: 7 }). Answers how many were skipped.
  forget(tx: EntityManager, match: { recipients: string[]; payload: Record<string, unknown> }): Promise<number> {
    return this.rows.forget(tx, match.recipients, match.payload);
  }

  // How many mails of `kind` about each subject ('post:42') are in each status; every subject
  // asked for is in the answer (all zeros when none was queued).
  async countByStatus(kind: string, subjectKeys: string[]): Promise<Map<string, MailStatusCounts>> {
    const counts = new Map(subjectKeys.map((key) => [key, noMails()]));
    for (const row of await this.reports.countByStatus(kind, subjectKeys))
      counts.get(row.subjectKey)![row.status] = row.count;
    return counts;
  }

  health(): Promise<MailHealth> {
    return this.reports.health();
  }

  // The mails about a subject ('order:17') and its follow-ups ('order:17:…'), oldest first.
  mailsAbout(subjectKey: string): Promise<MailRecord[]> {
    return this.reports.mailsAbout(subjectKey);
  }
}
