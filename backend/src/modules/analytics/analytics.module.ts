import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { AnalyticsSaltEntity } from './entities/analytics-salt.entity';
import { PageViewEntity } from './entities/page-view.entity';
import { systemClock } from './ingest/analytics-clock';
import { PageViewsRepository } from './ingest/page-views.repository';
import { PageViewsWriter } from './ingest/page-views.writer';
import { SaltsRepository } from './ingest/salts.repository';
import { VisitorIds } from './ingest/visitor-ids';
import { AnalyticsReportsService } from './reports/analytics-reports.service';

// Analytics the owner reads, with no third-party tracker: page views counted without a cookie or
// a stored address (ingest), the visit a subscription or an order came from (attribution), daily
// rollups and the raw views' retention, and the admin's reports.
@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsSaltEntity, PageViewEntity])],
  controllers: [AnalyticsReportsController],
  providers: [
    // ingest: the day's visitor ids and the buffered writer of the views
    systemClock,
    SaltsRepository,
    VisitorIds,
    PageViewsRepository,
    PageViewsWriter,
    // reports
    AnalyticsReportsService,
  ],
})
export class AnalyticsModule {}
