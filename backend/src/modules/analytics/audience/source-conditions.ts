import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ConditionError,
  type ConditionFields,
  PERSON,
  type SqlParams,
} from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

// Analytics' segment condition: `source` — where the person first came from: the campaign source
// (utm_source) of the visit they subscribed or first ordered from, else the site that referred it;
// the earlier of the two when both are known. Case does not matter.
@Injectable()
export class SourceConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<string>({
      type: 'source',
      label: 'Source of the first visit',
      parse: (fields: ConditionFields) => {
        const source = fields.source;
        if (typeof source !== 'string' || !source.trim() || source.length > 200)
          throw new ConditionError('source must be text of 1 to 200 characters.');
        return source.trim().toLowerCase();
      },
      // coalesce: someone whose source is unknown is never "from X", so is "not from X"
      sql: (source, params: SqlParams) =>
        `coalesce((SELECT lower(coalesce(nullif(ac.utm_source, ''), ac.referrer_host)) FROM analytics_conversions ac
          WHERE (ac.kind = 'subscriber' AND ac.ref_id = ${PERSON.subscriberId})
             OR (ac.kind = 'order' AND ac.ref_id = ${PERSON.firstOrderId})
          ORDER BY ac.day, ac.id LIMIT 1), '') = ${params.add(source)}`,
    });
  }
}
