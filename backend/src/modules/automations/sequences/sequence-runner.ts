import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { MailSuppressions } from '../../../core/mail/mail-suppressions';
import { after, OrderFactsService, RECHECK_MS } from '../../commerce';
import { SiteService } from '../../site';
import { sequenceEmailMail } from '../mails/sequence-email.mail';
import { ContactsRepository, type ContactRow } from '../people/contacts.repository';
import { Tagging } from '../people/tagging';
import { SegmentsRepository } from '../segments/segments.repository';
import { SegmentsService } from '../segments/segments.service';
import { AutomationClock } from '../settings/automation-clock';
import { CHECKOUT_PAID, type EnrolmentRow, EnrolmentsRepository, stepSubject } from './enrolments.repository';
import { type SequenceRow, SequencesRepository, type StepRow } from './sequences.repository';
import { waitUntil } from './wait-until';

// enough for every place due many times over; the next run goes on where this one stopped
const MAX_PLACES = 20_000;

type Outcome = 'waiting' | 'completed' | 'exited';

// not a reason to leave: the checkout is still open, so the place is looked at again later
const CHECKOUT_OPEN = Symbol('checkout open');
export interface StepsReport {
  // steps taken (a wait, a mail, a tag, a check)
  steps: number;
  completed: number;
  exited: number;
}

// The step after the person's last one: the first step still listed that comes after it (a removed
// step keeps its place, so those past it go on after it).
function nextStep(steps: StepRow[], lastStepId: number | null): StepRow | null {
  const last = lastStepId === null ? null : steps.find((s) => s.id === lastStepId);
  return (
    steps.find(
      (s) => !s.removed && (!last || s.position > last.position || (s.position === last.position && s.id > last.id)),
    ) ?? null
  );
}

// The sequences' steps on the automations' clock, every minute on every replica and at once when
// the clock is moved. Each due place is taken in a transaction of its own that locks it (FOR UPDATE
// SKIP LOCKED: two runs, on one replica or two, never take the same person), and its steps are
// taken in that transaction up to the next wait or the end: each step's run row (its primary key:
// once per place), its mail (an outbox row, the outbox's unique key: once per address, or per
// address and checkout) and its tag commit together or not at all, so a crash repeats nothing and
// loses nothing. A wait counts from when it is taken, so a place taken late (the sequence paused,
// the site down) goes on one step and one wait at a time, never in a burst. Before its steps, a
// person who stopped marketing mail, left the sequence's segment, or paid the checkout that an
// abandoned-checkout sequence is about leaves it; so does one whose address bounced or complained.
// A checkout still open (its payment under way) is looked at again a few minutes later.
@Injectable()
export class SequenceRunner {
  private readonly logger = new Logger('Sequences');

  constructor(
    private readonly db: DataSource,
    private readonly clock: AutomationClock,
    private readonly sequences: SequencesRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly contacts: ContactsRepository,
    private readonly segments: SegmentsService,
    private readonly segmentRows: SegmentsRepository,
    private readonly tagging: Tagging,
    private readonly outbox: MailOutbox,
    private readonly orders: OrderFactsService,
    private readonly audience: AudienceRegistry,
    private readonly site: SiteService,
    private readonly suppressions: MailSuppressions,
  ) {}

  async run(): Promise<StepsReport> {
    const now = await this.clock.now();
    const timeZone = await this.site.timeZone();
    const report: StepsReport = { steps: 0, completed: 0, exited: 0 };
    const skip: number[] = [];
    for (let n = 0; n < MAX_PLACES; n++) {
      const taken = { id: null as number | null };
      const outcome = await this.db
        .transaction(async (tx) => {
          const place = await this.enrolments.lockNextDue(tx, now, skip);
          if (!place) return null;
          taken.id = place.id;
          return this.advance(tx, place, now, timeZone, report);
        })
        .catch((error: unknown) => {
          if (taken.id === null) throw error;
          this.logger.warn(
            `Sequence place ${taken.id} not advanced: ${error instanceof Error ? error.message : error}`,
          );
          return 'failed' as const;
        });
      if (outcome === null) break;
      if (outcome === 'failed') skip.push(taken.id!);
      else if (outcome !== 'waiting') report[outcome]++;
    }
    return report;
  }

  private async advance(
    tx: EntityManager,
    place: EnrolmentRow,
    now: Date,
    timeZone: string,
    report: StepsReport,
  ): Promise<Outcome> {
    const sequence = (await this.sequences.find(place.sequenceId, tx))!;
    const contact = await this.contacts.byId(place.contactId, tx);
    const why = contact ? await this.exitReason(tx, sequence, contact, place) : 'The person was deleted';
    if (why === CHECKOUT_OPEN) {
      await this.enrolments.moveTo(tx, place.id, place.lastStepId, after(now, RECHECK_MS));
      return 'waiting';
    }
    if (why) return this.finish(tx, place, now, 'exited', why);
    const steps = await this.sequences.steps(sequence.id, tx, true);
    let lastStepId = place.lastStepId;
    for (let step = nextStep(steps, lastStepId); step; step = nextStep(steps, lastStepId)) {
      lastStepId = step.id;
      if (!(await this.enrolments.take(tx, place, step.id))) continue;
      report.steps++;
      const config = step.config;
      if (config.type === 'wait') {
        // from now (a late place waits the whole wait, "at 09:00" the next 09:00 from now): past
        // this run's now, so a run takes one wait of a place at most
        const from = place.dueAt > now ? place.dueAt : now;
        await this.enrolments.moveTo(tx, place.id, step.id, waitUntil(from, config, timeZone));
        return 'waiting';
      }
      if (config.type === 'email')
        await this.outbox.enqueue(
          tx,
          sequenceEmailMail.to(contact!.email, stepSubject(step.id, place.orderId), {
            stepId: step.id,
            contactId: contact!.id,
            placeId: place.id,
          }),
        );
      else if (config.type === 'add-tag') await this.tagging.add(tx, [contact!.id], config.tag, 'sequence');
      else if (config.type === 'remove-tag') await this.tagging.remove(tx, [contact!.id], config.tag);
      else if (config.type === 'exit-if-bought' && (await this.bought(tx, contact!.id, config.productId)))
        return this.finish(tx, place, now, 'exited', `Bought product #${config.productId}`, step.id);
    }
    return this.finish(tx, place, now, 'completed', null, lastStepId);
  }

  private async exitReason(
    tx: EntityManager,
    sequence: SequenceRow,
    contact: ContactRow,
    place: EnrolmentRow,
  ): Promise<string | typeof CHECKOUT_OPEN | null> {
    if (contact.unsubscribedAt) return 'Unsubscribed from marketing e-mails';
    // any mark stops marketing mail (core/mail/mail-suppression.ts)
    const stopped = await this.suppressions.reasonFor(contact.email);
    if (stopped) return `The address stopped taking mail (${stopped.reason})`;
    if (sequence.trigger.type === 'checkout-abandoned' && place.orderId !== null) {
      // under a lock on the orders: a payment committing now is seen here, or waits for this step
      const outcome = await this.orders.checkoutOutcome(place.orderId, tx);
      if (outcome === 'paid') return CHECKOUT_PAID;
      if (outcome === 'open') return CHECKOUT_OPEN;
      if (outcome === null) return 'The checkout’s order was deleted';
    }
    if (sequence.segmentId !== null && !(await this.segments.includes(tx, sequence.segmentId, contact.id)))
      return 'No longer in the sequence’s segment';
    return null;
  }

  private async bought(tx: EntityManager, contactId: number, productId: number): Promise<boolean> {
    const params = new SqlParams();
    const sql = this.audience.find('bought')!.sql({ productId }, params);
    return this.segmentRows.includes(tx, contactId, sql, params.values);
  }

  private async finish(
    tx: EntityManager,
    place: EnrolmentRow,
    now: Date,
    status: 'completed' | 'exited',
    reason: string | null,
    lastStepId: number | null = place.lastStepId,
  ): Promise<Outcome> {
    if (lastStepId !== null && lastStepId !== place.lastStepId)
      await this.enrolments.moveTo(tx, place.id, lastStepId, place.dueAt);
    await this.enrolments.finish(tx, place.id, status, now, reason);
    return status;
  }
}
