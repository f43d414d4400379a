import { Module } from '@nestjs/common';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { AnalyticsReportsService } from './reports/analytics-reports.service';

// Analytics the owner reads, with no third-party tracker: page views counted without a cookie or
// a stored address (ingest), the visit a subscription or an order came from (attribution), daily
// rollups and the raw views' retention, and the admin's reports.
@Module({
  imports: [],
  controllers: [AnalyticsReportsController],
  providers: [AnalyticsReportsService],
})
export class AnalyticsModule {}
