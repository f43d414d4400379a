import { MigrationInterface, QueryRunner } from 'typeorm';

// Where the owner's alerts (new booking, order to ship, low stock, contact message) are e-mailed:
// the address the owner sets in the admin, in a one-row table of the alerts module. A fresh site has
// none set (null): then OWNER_EMAIL, else the first admin's confirmed address (modules/alerts).
export class AlertSettings1764627340000 implements MigrationInterface {
  name = 'AlertSettings1764627340000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "alert_settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "notification_email" varchar(254),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO "alert_settings" ("id") VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "alert_settings"`);
  }
}
