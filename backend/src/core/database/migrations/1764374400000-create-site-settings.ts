import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20: the owner's site settings, one row, filled with the texts the site showed before, so a
// fresh site looks as it did. Images are file names under DATA_DIR/uploads/site.
export class CreateSiteSettings1764374400000 implements MigrationInterface {
  name = 'CreateSiteSettings1764374400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "site_settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "site_name" varchar(80) NOT NULL DEFAULT 'Business Coach & Author',
        "tagline" varchar(300) NOT NULL DEFAULT 'Helping founders, leaders and people starting over build work and lives they believe in, with honest guidance, practical tools and a community that has your back.',
        "owner_name" varchar(80),
        "owner_photo_file" varchar(100),
        "logo_file" varchar(100),
        "favicon_file" varchar(100),
        "brand_color" varchar(7) NOT NULL DEFAULT '#12355b' CHECK ("brand_color" ~ '^#[0-9a-f]{6}$'),
        "contact_email" varchar(254) DEFAULT 'hello@example.com',
        "contact_phone" varchar(40) DEFAULT '+1 (555) 123-4567',
        "contact_location" varchar(120) DEFAULT 'San Francisco, CA',
        "linkedin_url" varchar(500),
        "x_url" varchar(500),
        "instagram_url" varchar(500),
        "youtube_url" varchar(500),
        "website_url" varchar(500),
        "mail_sender_name" varchar(80),
        "postal_address" varchar(300),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO "site_settings" ("id") VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "site_settings"`);
  }
}
