import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { RecordViewDto } from '../dto/record-view.dto';
import { ANALYTICS_CLOCK, type AnalyticsClock } from './analytics-clock';
import { PageViewsWriter } from './page-views.writer';
import { countable, deviceOf, pathOf, referrerHostOf, type ViewSource } from './view-filters';
import { VisitorBudget } from './visitor-budget';
import { VisitorIds } from './visitor-ids';

// Counting a page view, the one way for the route and the fast path: the filters (bots, Do Not
// Track, Global Privacy Control, the owner, private pages, a visitor's 60 a minute), then the view
// without the address or the user agent, only the day's visitor id, to the buffered writer. A view
// not counted is answered as one counted; a failure is logged, never answered.
@Injectable()
export class PageViewsService {
  private readonly logger = new Logger('PageViewsService');
  private readonly budget = new VisitorBudget();
  private readonly siteHost: string;

  constructor(
    private readonly visitors: VisitorIds,
    private readonly writer: PageViewsWriter,
    @Inject(ANALYTICS_CLOCK) private readonly clock: AnalyticsClock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteHost = new URL(config.publicUrl).hostname.toLowerCase();
  }

  async record(view: RecordViewDto, source: ViewSource): Promise<void> {
    const path = pathOf(view.path);
    if (!countable(source, path)) return;
    const userAgent = source.userAgent!;
    const at = this.clock();
    try {
      const visitor = await this.visitors.visitorId(source.ip, userAgent, at);
      const day = await this.visitors.dayOf(at);
      if (!this.budget.take(visitor, at)) return;
      this.writer.add({
        viewedAt: at,
        day,
        visitor,
        path,
        referrerHost: referrerHostOf(view.referrer, [this.siteHost, source.host]),
        utmSource: view.utmSource || null,
        utmMedium: view.utmMedium || null,
        utmCampaign: view.utmCampaign || null,
        device: deviceOf(userAgent),
      });
    } catch (error) {
      this.logger.warn(`A page view was not counted: ${String(error)}`);
    }
  }
}
