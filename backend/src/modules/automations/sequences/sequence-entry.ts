import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContactsRepository } from '../people/contacts.repository';
import { SegmentsService } from '../segments/segments.service';
import { AutomationClock } from '../settings/automation-clock';
import { EnrolmentsRepository } from './enrolments.repository';
import { SequencesRepository } from './sequences.repository';
import { enteredAgain, type TriggerType } from './triggers';

export interface Entry {
  // the product or tag the event is about
  productId?: number | null;
  tag?: string;
  // how long after now the first step is due (an abandoned checkout's hour); 0 by default
  afterMs?: number;
  orderId?: number | null;
}

// A person into the sequences an event starts (active ones, and paused ones, where they wait until
// it resumes: a draft enters nobody), in the event's transaction: only those who take marketing
// mail, and for a sequence with a segment, only those in it now. Once per sequence and person, or
// for an abandoned checkout once per checkout, one place at a time (EnrolmentsRepository.enter).
@Injectable()
export class SequenceEntry {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly contacts: ContactsRepository,
    private readonly segments: SegmentsService,
    private readonly clock: AutomationClock,
  ) {}

  async enter(tx: EntityManager, type: TriggerType, contactId: number, entry: Entry = {}): Promise<number> {
    const started = await this.sequences.startedBy(tx, type, entry);
    return this.enterInto(
      tx,
      started.map((s) => ({ id: s.id, segmentId: s.segmentId })),
      contactId,
      entry,
      enteredAgain(type),
    );
  }

  // the checkout of this order was paid: its reminders end (the person may then leave another one)
  async checkoutPaid(tx: EntityManager, orderId: number): Promise<void> {
    await this.enrolments.exitPaidCheckout(tx, orderId, await this.clock.now(tx));
  }

  async enterInto(
    tx: EntityManager,
    sequences: { id: number; segmentId: number | null }[],
    contactId: number,
    entry: Entry = {},
    again = false,
  ): Promise<number> {
    if (!sequences.length) return 0;
    const contact = await this.contacts.byId(contactId, tx);
    if (!contact || contact.unsubscribedAt) return 0;
    const ids: number[] = [];
    for (const s of sequences)
      if (s.segmentId === null || (await this.segments.includes(tx, s.segmentId, contactId))) ids.push(s.id);
    const now = await this.clock.now(tx);
    const due = new Date(now.getTime() + (entry.afterMs ?? 0));
    return this.enrolments.enter(tx, ids, contactId, due, now, entry.orderId ?? null, again);
  }
}
