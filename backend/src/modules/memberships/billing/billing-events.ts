import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MembershipEntity } from '../entities/membership.entity';
import { BillingEventsRepository } from '../repositories/billing-events.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import type { BillingEvent } from './billing-event';
import { MembershipTransitions } from './membership-transitions';

// Every change of a membership goes through here, whatever caused it (the member, the cycle, a
// provider's webhook): in one transaction, the event's id is recorded in membership_events first
// (ON CONFLICT DO NOTHING: not recorded means applied before, or being applied by a transaction
// that holds it, so nothing is done), the membership's row is locked and changed, and its invoice,
// its mails and its typed hooks are written with it.
@Injectable()
export class BillingEvents {
  constructor(
    private readonly db: DataSource,
    private readonly events: BillingEventsRepository,
    private readonly memberships: MembershipsRepository,
    private readonly transitions: MembershipTransitions,
  ) {}

  // the membership as the event left it; null when the event was applied before
  apply(event: BillingEvent): Promise<MembershipEntity | null> {
    return this.db.transaction((tx) => this.applyIn(tx, event));
  }

  // in the caller's transaction (which may hold the membership's row already)
  async applyIn(tx: EntityManager, event: BillingEvent): Promise<MembershipEntity | null> {
    if (!(await this.events.record(tx, event.id))) return null;
    const membership = await this.memberships.lock(tx, event.membershipId);
    if (!membership) return null;
    return this.transitions.apply(tx, membership, event);
  }
}
