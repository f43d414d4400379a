import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DeviceClass } from '../entities/page-view.entity';

export interface NewPageView {
  viewedAt: Date;
  day: string;
  visitor: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
}

const COLUMNS = ['viewed_at', 'day', 'visitor', 'path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'];

// The raw views, written many at a time: one INSERT of unnest()ed arrays, whatever the number of rows.
@Injectable()
export class PageViewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertMany(views: readonly NewPageView[]): Promise<void> {
    if (!views.length) return;
    await this.dataSource.query(
      `INSERT INTO page_views (${COLUMNS.join(', ')}, device)
       SELECT * FROM unnest($1::timestamptz[], $2::date[], $3::char(32)[], $4::varchar[], $5::varchar[],
                            $6::varchar[], $7::varchar[], $8::varchar[], $9::varchar[])`,
      [
        views.map((v) => v.viewedAt),
        views.map((v) => v.day),
        views.map((v) => v.visitor),
        views.map((v) => v.path),
        views.map((v) => v.referrerHost),
        views.map((v) => v.utmSource),
        views.map((v) => v.utmMedium),
        views.map((v) => v.utmCampaign),
        views.map((v) => v.device),
      ],
    );
  }
}
