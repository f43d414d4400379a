import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Conversion, VisitAttribution } from '../../../core/analytics/visit-attribution';
import { PageViewsWriter } from '../ingest/page-views.writer';
import { VisitorIds } from '../ingest/visitor-ids';
import { ConversionsRepository } from './conversions.repository';

// Analytics' side of VISIT_ATTRIBUTION: the caller's visitor of the day (the same hash ingest
// makes, from the address and user agent, which are used and forgotten), their visit under way
// and its entry; the conversion keeps that entry and the day only. No visit found (a new day, a
// visit not counted, no user agent): the conversion is kept with an unknown entry.
@Injectable()
export class VisitAttributionService implements VisitAttribution {
  constructor(
    private readonly writer: PageViewsWriter,
    private readonly visitorIds: VisitorIds,
    private readonly conversions: ConversionsRepository,
  ) {}

  async record(tx: EntityManager, { kind, refId, ip, userAgent, at }: Conversion): Promise<void> {
    const day = this.visitorIds.dayOf(at);
    let entry = null;
    if (ip && userAgent) {
      // the views still buffered may be this very visit's
      await this.writer.flush();
      const visitor = await this.visitorIds.visitorId(ip, userAgent, at);
      entry = await this.conversions.entryOf(tx, visitor, day, at);
    }
    await this.conversions.insert(tx, { kind, refId, day, entry });
  }
}
