import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ConditionError,
  type ConditionFields,
  PERSON,
  type SqlParams,
} from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

interface Span {
  after: string | null;
  before: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function day(fields: ConditionFields, name: string): string | null {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value)))
    throw new ConditionError(`${name} must be a day such as 2026-01-31.`);
  return value;
}

// The blog's segment conditions: `subscriber` (reads the daily e-mail now) and `subscribed` (asked
// for it in a span of days: after and before, each optional, compared in UTC days).
@Injectable()
export class SubscriberConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<null>({
      type: 'subscriber',
      label: 'Reads the daily e-mail',
      parse: () => null,
      sql: () => `EXISTS (SELECT 1 FROM subscribers s WHERE s.id = ${PERSON.subscriberId} AND s.active)`,
    });
    this.registry.register<Span>({
      type: 'subscribed',
      label: 'Subscribed to the daily e-mail',
      parse: (fields) => {
        const span = { after: day(fields, 'after'), before: day(fields, 'before') };
        if (span.after && span.before && span.after > span.before)
          throw new ConditionError('after must be on or before before.');
        return span;
      },
      sql: ({ after, before }, params: SqlParams) =>
        `EXISTS (SELECT 1 FROM subscribers s WHERE s.id = ${PERSON.subscriberId}${
          after ? ` AND s.subscribed_at >= ${params.add(after)}::date` : ''
        }${before ? ` AND s.subscribed_at < ${params.add(before)}::date + 1` : ''})`,
    });
  }
}
