import { MigrationInterface, QueryRunner } from 'typeorm';

// The site's time zone, chosen by the owner in the admin (Site settings): the reporting day of the
// analytics and the overview, the daily 06:00 publishing, the courses' drip and the booking hours'
// default. NULL until the owner picks one: the site then runs on PUBLISH_TZ, as before.
export class SiteTimeZone1764641872360 implements MigrationInterface {
  name = 'SiteTimeZone1764641872360';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "site_settings" ADD "time_zone" varchar(64) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "site_settings" DROP COLUMN "time_zone"`);
  }
}
