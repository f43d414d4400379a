import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VISIT_ATTRIBUTION } from '../../core/analytics/visit-attribution';
import { ConversionHooks } from './attribution/conversion-hooks';
import { AuthModule } from '../auth';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { ConversionsRepository } from './attribution/conversions.repository';
import { VisitAttributionService } from './attribution/visit-attribution.service';
import { AnalyticsConversionEntity } from './entities/analytics-conversion.entity';
import { FAST_BEACON } from '../../core/http/fast-beacons';
import { AnalyticsSaltEntity } from './entities/analytics-salt.entity';
import { ConversionsPersonalData } from './privacy/conversions-personal-data';
import { ConversionsPersonalDataRepository } from './privacy/conversions-personal-data.repository';
import { PageViewEntity } from './entities/page-view.entity';
import { systemClock } from './ingest/analytics-clock';
import { PageViewsBeacon } from './ingest/page-views.beacon';
import { PageViewsController } from './ingest/page-views.controller';
import { PageViewsRepository } from './ingest/page-views.repository';
import { PageViewsService } from './ingest/page-views.service';
import { PageViewsWriter } from './ingest/page-views.writer';
import { SaltsExpiryCron } from './ingest/salts-expiry.cron';
import { SaltsRepository } from './ingest/salts.repository';
import { VisitorIds } from './ingest/visitor-ids';
import { AnalyticsReportsService } from './reports/analytics-reports.service';
import { ReportsRepository } from './reports/reports.repository';
import { RollupService } from './rollups/rollup.service';
import { RollupsCron } from './rollups/rollups.cron';
import { RollupsRepository } from './rollups/rollups.repository';
import { SourceConditions } from './audience/source-conditions';

// Analytics the owner reads, with no third-party tracker: page views counted without a cookie or
// a stored address (ingest), the visit a subscription or an order came from (attribution), daily
// rollups and the raw views' retention, and the admin's reports.
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalyticsSaltEntity, PageViewEntity, AnalyticsConversionEntity]),
    AuthModule,
    BlogModule,
    CommerceModule,
    SiteModule,
  ],
  controllers: [PageViewsController, AnalyticsReportsController],
  providers: [
    SourceConditions,
    // ingest: the day's visitor ids, the filters and the buffered writer of the views; the beacon's
    // fast path (core/http/fast-beacons.ts) and the hourly end of past salts
    systemClock,
    SaltsRepository,
    VisitorIds,
    SaltsExpiryCron,
    PageViewsRepository,
    PageViewsWriter,
    PageViewsService,
    PageViewsBeacon,
    { provide: FAST_BEACON, useExisting: PageViewsBeacon },
    // attribution: the visit a new subscriber or order came from (the blog's and commerce's hooks,
    // handled here without either importing this module)
    ConversionsRepository,
    VisitAttributionService,
    { provide: VISIT_ATTRIBUTION, useExisting: VisitAttributionService },
    ConversionHooks,
    // an account's conversions (its orders' and its subscription's) in its data export and deletion
    ConversionsPersonalDataRepository,
    ConversionsPersonalData,
    // the daily rollups, the raw views' retention, and the reports read from them
    RollupsRepository,
    RollupService,
    RollupsCron,
    ReportsRepository,
    AnalyticsReportsService,
  ],
})
export class AnalyticsModule {}
