import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ConditionFields, oneOf, PERSON } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

const STATES = ['active', 'cancelled', 'never'] as const;
type State = (typeof STATES)[number];

// a membership that gives access now (a trial, paid, or past due within its grace period)
const LIVE = `EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${PERSON.userId}
  AND m.status IN ('trialing', 'active', 'past_due'))`;
// one that gave access once (it started)
const EVER = `EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${PERSON.userId} AND m.started_at IS NOT NULL)`;

const SQL: Record<State, string> = {
  active: LIVE,
  cancelled: `(${EVER} AND NOT ${LIVE})`,
  never: `NOT ${EVER}`,
};

// The memberships' segment condition: `membership` — a member now, one whose membership ended, or
// never a member.
@Injectable()
export class MembershipConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<State>({
      type: 'membership',
      label: 'Membership',
      parse: (fields: ConditionFields) => oneOf(fields, 'state', STATES),
      sql: (state) => SQL[state],
    });
  }
}
