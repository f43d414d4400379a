import { MigrationInterface, QueryRunner } from 'typeorm';

// The admin's searches match any part of a text (ILIKE '%…%'), which a b-tree cannot serve: at
// 50,000 subscribers each search read the whole table. Trigram indexes serve them. pg_trgm is a
// trusted extension (PostgreSQL 13+), so the database's owner may create it without superuser rights.
export class IndexAdminSearches1764460000000 implements MigrationInterface {
  name = 'IndexAdminSearches1764460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX "IDX_subscribers_email_trgm" ON "subscribers" USING gin ("email" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_blog_posts_title_trgm" ON "blog_posts" USING gin ("title" gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX "IDX_contact_messages_search_trgm" ON "contact_messages"
       USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops, "subject" gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_contact_messages_search_trgm"`);
    await q.query(`DROP INDEX "IDX_blog_posts_title_trgm"`);
    await q.query(`DROP INDEX "IDX_subscribers_email_trgm"`);
    // pg_trgm stays: it may be owned by the superuser (a database made before the app had its own
    // role), whom the app role cannot overrule, and an unused extension costs nothing

  }
}
