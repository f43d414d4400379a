import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface TrafficTotals {
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
}

export interface TrafficDay {
  day: string;
  visitors: number;
  views: number;
}

export interface PageTraffic {
  path: string;
  views: number;
  visitors: number;
  entries: number;
}

// A source as the rollups keep it: '' for an unknown part.
export interface SourceTraffic {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  visits: number;
  visitors: number;
}

export interface DeviceTraffic {
  device: 'desktop' | 'mobile' | 'tablet';
  visitors: number;
  views: number;
}

// Reads of the daily rollups over a range of days (YYYY-MM-DD, inclusive). A visitor is counted
// once a day: over several days, the days' visitors are added up.
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async totals(from: string, to: string): Promise<TrafficTotals> {
    const [row]: TrafficTotals[] = await this.dataSource.query(
      `SELECT coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(visits), 0)::int AS visits,
              coalesce(sum(views), 0)::int AS views, coalesce(sum(bounces), 0)::int AS bounces
         FROM analytics_days WHERE day BETWEEN $1::date AND $2::date`,
      [from, to],
    );
    return row;
  }

  // the days with a rollup, in order
  days(from: string, to: string): Promise<TrafficDay[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, views
         FROM analytics_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
      [from, to],
    );
  }

  // the `limit` most viewed pages whose path matches `pattern` (a POSIX regular expression)
  pages(from: string, to: string, limit: number, pattern = '^/'): Promise<PageTraffic[]> {
    return this.dataSource.query(
      `SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors, sum(entries)::int AS entries
         FROM analytics_day_pages
        WHERE day BETWEEN $1::date AND $2::date AND path ~ $4
        GROUP BY path ORDER BY 2 DESC, path LIMIT $3`,
      [from, to, limit, pattern],
    );
  }

  sources(from: string, to: string, limit: number): Promise<SourceTraffic[]> {
    return this.dataSource.query(
      `SELECT referrer_host AS "referrerHost", utm_source AS "utmSource", utm_medium AS "utmMedium",
              utm_campaign AS "utmCampaign", sum(visits)::int AS visits, sum(visitors)::int AS visitors
         FROM analytics_day_sources
        WHERE day BETWEEN $1::date AND $2::date
        GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 1, 2, 3, 4 LIMIT $3`,
      [from, to, limit],
    );
  }

  devices(from: string, to: string): Promise<DeviceTraffic[]> {
    return this.dataSource.query(
      `SELECT device, sum(visitors)::int AS visitors, sum(views)::int AS views
         FROM analytics_day_devices
        WHERE day BETWEEN $1::date AND $2::date
        GROUP BY device ORDER BY 3 DESC, device`,
      [from, to],
    );
  }
}
