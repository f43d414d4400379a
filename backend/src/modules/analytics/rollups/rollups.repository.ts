import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { visitViewsSql } from '../visits.sql';

// The daily rollups (analytics_days, analytics_day_pages, _sources, _devices), recounted from the
// raw page views, and the raw views' deletion. A source's unknown parts are '' in the rollups.
@Injectable()
export class RollupsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // one recount of a day at a time, across replicas, until the transaction ends
  async lockDay(tx: EntityManager, day: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('analytics-rollup'), hashtext($1))`, [day]);
  }

  // when `day` was last rolled up (null: never)
  async rolledUpAt(tx: EntityManager | null, day: string): Promise<Date | null> {
    const rows: { rolled_up_at: Date }[] = await (tx ?? this.dataSource).query(
      'SELECT rolled_up_at FROM analytics_days WHERE day = $1',
      [day],
    );
    return rows[0]?.rolled_up_at ?? null;
  }

  // The day's rollup rows replaced by a recount of its raw views, stamped `at`. A day without views
  // gets its analytics_days row of zeros, so its stamp says it was counted.
  async recount(tx: EntityManager, day: string, at: Date): Promise<void> {
    await tx.query(
      `WITH pages AS (DELETE FROM analytics_day_pages WHERE day = $1),
            sources AS (DELETE FROM analytics_day_sources WHERE day = $1),
            devices AS (DELETE FROM analytics_day_devices WHERE day = $1)
       DELETE FROM analytics_days WHERE day = $1`,
      [day],
    );
    await tx.query(
      `WITH views AS MATERIALIZED (${visitViewsSql('p.day = $1::date')}),
            visits AS (SELECT visitor, visit, count(*) AS views FROM views GROUP BY visitor, visit),
            days AS (
              INSERT INTO analytics_days (day, visitors, visits, views, bounces, rolled_up_at)
              SELECT $1::date, (SELECT count(DISTINCT visitor) FROM views), (SELECT count(*) FROM visits),
                     (SELECT count(*) FROM views), (SELECT count(*) FROM visits WHERE views = 1), $2),
            pages AS (
              INSERT INTO analytics_day_pages (day, path, views, visitors, entries)
              SELECT $1::date, path, count(*), count(DISTINCT visitor), count(*) FILTER (WHERE starts)
                FROM views GROUP BY path),
            sources AS (
              INSERT INTO analytics_day_sources (day, referrer_host, utm_source, utm_medium, utm_campaign, visits, visitors)
              SELECT $1::date, coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''),
                     coalesce(utm_campaign, ''), count(*), count(DISTINCT visitor)
                FROM views WHERE starts GROUP BY 2, 3, 4, 5)
       INSERT INTO analytics_day_devices (day, device, visitors, views)
       SELECT $1::date, device, count(DISTINCT visitor), count(*) FROM views GROUP BY device`,
      [day, at],
    );
  }

  // The days from `since` on with raw views whose rollup is missing or was made before the day was
  // over (and a margin for the views still buffered then), in `timeZone`. The days are found by
  // one index probe each, however many views they hold.
  async unfinishedDays(since: string, timeZone: string): Promise<string[]> {
    const rows: { day: string }[] = await this.dataSource.query(
      `WITH RECURSIVE seen AS (
         SELECT (SELECT min(day) FROM page_views WHERE day >= $1::date) AS day
         UNION ALL
         SELECT (SELECT min(day) FROM page_views WHERE day > seen.day) FROM seen WHERE seen.day IS NOT NULL
       )
       SELECT to_char(seen.day, 'YYYY-MM-DD') AS day
         FROM seen LEFT JOIN analytics_days a ON a.day = seen.day
        WHERE seen.day IS NOT NULL
          AND (a.day IS NULL OR a.rolled_up_at < ((seen.day + 1)::timestamp AT TIME ZONE $2) + interval '2 minutes')
        ORDER BY seen.day`,
      [since, timeZone],
    );
    return rows.map((r) => r.day);
  }

  // the oldest day with raw views before `day`, if any
  async oldestDayBefore(day: string): Promise<string | null> {
    const [row]: { day: string | null }[] = await this.dataSource.query(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM page_views WHERE day < $1::date`,
      [day],
    );
    return row.day;
  }

  // whether `day` has a view stamped after `at` (one its rollup of then may not have counted)
  async hasViewsAfter(day: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM page_views WHERE day = $1::date AND viewed_at > $2 LIMIT 1',
      [day, at],
    );
    return rows.length > 0;
  }

  async hasViews(tx: EntityManager, day: string): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT 1 FROM page_views WHERE day = $1::date LIMIT 1', [day]);
    return rows.length > 0;
  }

  async deleteViews(tx: EntityManager, day: string): Promise<number> {
    const [, count]: [unknown, number] = await tx.query('DELETE FROM page_views WHERE day = $1::date', [day]);
    return count;
  }
}
