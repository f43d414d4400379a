import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: every list is read a page at a time by keyset, (timestamp, id) newest first, so each
// list has an index in that order; a deep page then costs what the first one does.
// Slugs: blog_posts.slug has been unique since the table was made (blog_posts_slug_key), so there
// are no duplicates to resolve. The index of slug stems (the slug without a trailing -N) finds the
// highest suffix of a title in one indexed query, where a LIKE 'base-%' read the whole table.
// The expression must stay identical to PostSlugsRepository.freeSlug's, or the planner skips it.
export class IndexPagedLists1764440000000 implements MigrationInterface {
  name = 'IndexPagedLists1764440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_blog_posts_slug_stem" ON "blog_posts" ((regexp_replace("slug", '-[0-9]{1,9}$', '')))`,
    );
    await q.query(`CREATE INDEX "IDX_blog_posts_created" ON "blog_posts" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_subscribers_subscribed" ON "subscribers" ("subscribed_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_uploaded_images_created" ON "uploaded_images" ("created_at" DESC, "id" DESC)`);
    // a customer's orders: the id breaks ties of the keyset too
    await q.query(`DROP INDEX "IDX_orders_user"`);
    await q.query(`CREATE INDEX "IDX_orders_user_created" ON "orders" ("user_id", "created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_orders_user_created"`);
    await q.query(`CREATE INDEX "IDX_orders_user" ON "orders" ("user_id", "created_at" DESC)`);
    await q.query(`DROP INDEX "IDX_uploaded_images_created"`);
    await q.query(`DROP INDEX "IDX_contact_messages_created"`);
    await q.query(`DROP INDEX "IDX_subscribers_subscribed"`);
    await q.query(`DROP INDEX "IDX_blog_posts_created"`);
    await q.query(`DROP INDEX "IDX_blog_posts_slug_stem"`);
  }
}
