import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { SqlParams } from '../../../core/audience/audience-conditions';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/app-config';
import { BrandedMailRenderer } from '../../../core/mail/mail-brand';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { mayReachSql } from '../../../core/mail/mail-suppression';
import type { MailStatusCounts } from '../../../core/mail/mail-outbox.types';
import { AutomationErrors } from '../automations.errors';
import { broadcastMail } from '../mails/broadcast.mail';
import { marketingMail } from '../mails/marketing-mail';
import { marketingTestMail } from '../mails/marketing-test.mail';
import { SegmentsRepository } from '../segments/segments.repository';
import { SegmentsService } from '../segments/segments.service';
import { AutomationClock } from '../settings/automation-clock';
import { EngagementsRepository } from '../tracking/engagements.repository';
import { broadcastSubject, type BroadcastRow, BroadcastsRepository } from './broadcasts.repository';

export interface BroadcastInput {
  subject: string;
  body: string;
  segmentId: number | null;
}

export interface BroadcastView extends BroadcastRow {
  segmentName: string | null;
  delivery: MailStatusCounts;
  opened: number;
  clicked: number;
}

// a scheduled time a moment in the past is "now" (the form's clock and the server's differ)
const LATE_OK_MS = 5 * 60 * 1000;

// The owner's broadcasts: written as drafts, previewed, tested on their own address, scheduled (or
// sent now), and at their time written to the outbox for every person of their segment who takes
// marketing mail and whose address still takes mail (`audience`, also the count the owner sees
// before sending), in the one transaction that marks them sent.
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly db: DataSource,
    private readonly broadcasts: BroadcastsRepository,
    private readonly segments: SegmentsService,
    private readonly segmentRows: SegmentsRepository,
    private readonly outbox: MailOutbox,
    private readonly renderer: BrandedMailRenderer,
    private readonly engagements: EngagementsRepository,
    private readonly clock: AutomationClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<BroadcastView[]> {
    return this.views(await this.broadcasts.list());
  }

  async get(id: number): Promise<BroadcastView> {
    const row = await this.broadcasts.find(id);
    if (!row) throw new NotFoundException(AutomationErrors.broadcastNotFound);
    return (await this.views([row]))[0];
  }

  async create(input: BroadcastInput): Promise<BroadcastView> {
    await this.checkSegment(input.segmentId);
    return this.get(await this.broadcasts.insert(input));
  }

  async update(id: number, input: BroadcastInput): Promise<BroadcastView> {
    await this.checkSegment(input.segmentId);
    await this.unsent(id, (tx) => this.broadcasts.update(tx, id, input));
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    await this.unsent(id, (tx) => this.broadcasts.delete(tx, id));
  }

  // at `at` (now when it has passed by less than a few minutes); null takes it back to a draft
  async schedule(id: number, at: Date | null): Promise<BroadcastView> {
    const now = await this.clock.now();
    if (at && at.getTime() < now.getTime() - LATE_OK_MS) throw new BadRequestException(AutomationErrors.scheduleAt);
    await this.unsent(id, (tx) => this.broadcasts.schedule(tx, id, at && (at < now ? now : at)));
    if (at && at <= now) await this.sendDue();
    return this.get(id);
  }

  async preview(content: { subject: string; body: string }): Promise<{ subject: string; html: string; text: string }> {
    const mail = marketingMail(this.config.publicUrl, content, { contactId: 0, unsubscribeToken: 'sample' }, null);
    const rendered = await this.renderer.render(mail);
    return { subject: rendered.subject, html: rendered.html ?? '', text: rendered.text ?? '' };
  }

  // one mail to the owner, through the outbox like every mail
  async test(id: number, ownerEmail: string): Promise<void> {
    const { subject, body } = await this.get(id);
    await this.db.transaction((tx) =>
      this.outbox.enqueue(
        tx,
        marketingTestMail.to(ownerEmail, `${broadcastSubject(id)}:test:${randomUUID()}`, { subject, body }),
      ),
    );
  }

  // The broadcasts whose time has come (on the automations' clock), each in its own transaction;
  // answers how many were sent.
  async sendDue(): Promise<number> {
    const now = await this.clock.now();
    let sent = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const due = await this.broadcasts.takeNextDue(tx, now);
        if (!due) return false;
        const params = new SqlParams();
        const where = await this.audience(due.segmentId, params, tx);
        const select = this.broadcasts.recipients(due.id, where, params.values);
        const queued = await this.outbox.enqueueMany(tx, broadcastMail.kind, broadcastSubject(due.id), select);
        await this.broadcasts.setRecipients(tx, due.id, queued);
        return true;
      });
      if (!done) return sent;
      sent++;
    }
  }

  // How many a broadcast to this segment (null: everyone) would go to now: the count by the very
  // WHERE the send queues its mails with.
  async recipientsOf(segmentId: number | null): Promise<number> {
    const params = new SqlParams();
    return this.broadcasts.count(await this.audience(segmentId, params), params.values);
  }

  // The one rule of who a broadcast goes to (over `c`): the segment's people (null: everyone) who
  // take marketing mail and whose address mail still reaches (core's clean list: no hard bounce,
  // complaint or owner's mark).
  private async audience(segmentId: number | null, params: SqlParams, tx?: EntityManager): Promise<string> {
    const segment = await this.segments.whereOf(segmentId, params, tx);
    return `c.unsubscribed_at IS NULL AND ${mayReachSql('c.email', broadcastMail)} AND ${segment}`;
  }

  private async unsent(id: number, write: (tx: EntityManager) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.broadcasts.find(id, tx, true);
      if (!row) throw new NotFoundException(AutomationErrors.broadcastNotFound);
      if (row.status === 'sent') throw new ConflictException(AutomationErrors.broadcastSent);
      await write(tx);
    });
  }

  private async checkSegment(segmentId: number | null): Promise<void> {
    if (segmentId !== null && !(await this.segmentRows.find(segmentId)))
      throw new BadRequestException(AutomationErrors.segmentNotFound);
  }

  private async views(rows: BroadcastRow[]): Promise<BroadcastView[]> {
    const subjects = rows.map((r) => broadcastSubject(r.id));
    const [delivery, engaged, segments] = await Promise.all([
      this.outbox.countByStatus(broadcastMail.kind, subjects),
      this.engagements.counts(subjects),
      this.segmentRows.list(),
    ]);
    const names = new Map(segments.map((s) => [s.id, s.name]));
    return rows.map((row, i) => ({
      ...row,
      segmentName: row.segmentId === null ? null : (names.get(row.segmentId) ?? null),
      delivery: delivery.get(subjects[i])!,
      ...engaged.get(subjects[i])!,
    }));
  }
}
