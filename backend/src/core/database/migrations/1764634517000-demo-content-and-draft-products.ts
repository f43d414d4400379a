import { MigrationInterface, QueryRunner } from 'typeorm';

// Demo content that does not act as real: the demo posts are known as such, so the daily
// publication puts them live without e-mailing the subscribers (those already there: the seeder's
// eight titles, written in the seeder's own transaction and never since, so an edited demo post or
// an owner's post of the same title stays the owner's); and a product may be a draft, out of the shop until the owner
// first publishes it (a new course: no one buys it before its lessons are written). A draft is
// out of the shop as an archived product is (archived_at set), so every rule for those holds for it.
export class DemoContentAndDraftProducts1764634517000 implements MigrationInterface {
  name = 'DemoContentAndDraftProducts1764634517000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "blog_posts" ADD "is_demo" boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE "blog_posts" p SET "is_demo" = true
         FROM "seed_runs" s
        WHERE s."name" = '20-blog-posts' AND p."updated_at" = s."ran_at"
          AND p."title" IN ('The Five-Minute Weekly Review That Changed My Business', 'Boundaries Are a Leadership Skill',
                          'Automate the Boring Parts First', 'Pricing With Confidence',
                          'Starting Over Is Not Starting From Zero', 'A Simple System for Deep Work',
                          'Hiring Your First Employee', 'Rest Is Part of the Work')`,
    );
    await q.query(
      `ALTER TABLE "products" ADD "draft" boolean NOT NULL DEFAULT false,
         ADD CONSTRAINT "products_draft_out_of_shop" CHECK (NOT "draft" OR "archived_at" IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" DROP CONSTRAINT "products_draft_out_of_shop", DROP COLUMN "draft"`);
    await q.query(`ALTER TABLE "blog_posts" DROP COLUMN "is_demo"`);
  }
}
