import { Injectable, Logger } from '@nestjs/common';
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
  private readonly logger = new Logger('VisitAttribution');

  constructor(
    private readonly writer: PageViewsWriter,
    private readonly visitorIds: VisitorIds,
    private readonly conversions: ConversionsRepository,
  ) {}

  async record(tx: EntityManager, { kind, refId, ip, userAgent, at }: Conversion): Promise<void> {
    const day = await this.visitorIds.dayOf(at);
    const visitor = ip && userAgent ? await this.visitorOf(ip, userAgent, at) : null;
    const entry = visitor ? await this.conversions.entryOf(tx, visitor, day, at) : null;
    await this.conversions.insert(tx, { kind, refId, day, entry });
  }

  // The caller's visitor id of the day, their buffered views written first (they may be this very
  // visit's). Views that cannot be written now are looked for among those written; without the
  // day's salt there is no visitor (and the conversion is kept, its entry unknown).
  private async visitorOf(ip: string, userAgent: string, at: Date): Promise<string | null> {
    try {
      await this.writer.flush();
    } catch (error) {
      this.logger.warn(`Page views not written before an attribution: ${String(error)}`);
    }
    try {
      return await this.visitorIds.visitorId(ip, userAgent, at);
    } catch (error) {
      this.logger.warn(`No visitor id for an attribution (its entry is unknown): ${String(error)}`);
      return null;
    }
  }
}
