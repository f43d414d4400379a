import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ConditionError,
  type ConditionFields,
  oneOf,
  PERSON,
  type SqlParams,
  wholeNumber,
} from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';
import { AutomationErrors } from '../automations.errors';
import { normaliseTag } from '../people/tags';

const EVENTS = ['opened', 'clicked'] as const;
interface Engaged {
  event: (typeof EVENTS)[number];
  days: number;
}

// The automations' own segment conditions: `tag` (carries it) and `engaged` (opened or clicked a
// marketing mail in the last `days` days; nobody is while tracking is off, as nothing is counted).
// "The last N days" is by the real time, as opens and clicks are recorded.
@Injectable()
export class PeopleConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<string>({
      type: 'tag',
      label: 'Has a tag',
      parse: (fields: ConditionFields) => {
        const tag = normaliseTag(fields.tag);
        if (!tag) throw new ConditionError(AutomationErrors.tag);
        return tag;
      },
      sql: (tag, params: SqlParams) =>
        `EXISTS (SELECT 1 FROM contact_tags ct WHERE ct.contact_id = ${PERSON.id} AND ct.tag = ${params.add(tag)})`,
    });
    this.registry.register<Engaged>({
      type: 'engaged',
      label: 'Opened or clicked lately',
      parse: (fields: ConditionFields) => ({
        event: oneOf(fields, 'event', EVENTS),
        days: wholeNumber(fields, 'days', 1, 365),
      }),
      sql: ({ event, days }, params: SqlParams) =>
        `EXISTS (SELECT 1 FROM mail_engagements me WHERE me.contact_id = ${PERSON.id}
          AND me.event = ${params.add(event === 'opened' ? 'open' : 'click')}
          AND me.at > now() - make_interval(days => ${params.add(days)}))`,
    });
  }
}
