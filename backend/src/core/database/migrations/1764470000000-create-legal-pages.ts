import { MigrationInterface, QueryRunner } from 'typeorm';
import { LEGAL_PAGE_TEXTS } from './1764470000000-create-legal-pages.texts';

// Issue 27: the legal pages the owner edits in the admin, each filled with a starting text.
export class CreateLegalPages1764470000000 implements MigrationInterface {
  name = 'CreateLegalPages1764470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "legal_pages" (
        "slug" varchar(40) PRIMARY KEY,
        "title" varchar(120) NOT NULL,
        "content" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    for (const { slug, title, content } of LEGAL_PAGE_TEXTS) {
      await q.query(`INSERT INTO "legal_pages" ("slug", "title", "content") VALUES ($1, $2, $3)`, [slug, title, content]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "legal_pages"`);
  }
}
