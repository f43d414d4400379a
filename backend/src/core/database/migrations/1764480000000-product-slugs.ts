import { MigrationInterface, QueryRunner } from 'typeorm';
import { slugify } from '@coach/shared';
import { freeSlugAmong } from '../../text/slug';

// Issue 27: each product has a page at /products/{slug}. Slugs are unique (products_slug_key) and
// derived from the title as blog slugs are (@coach/shared's slugify); the products already there get theirs
// from their titles, oldest first, the later of two same titles with the next suffix (-2, -3, …).
// The slug-stem index serves UniqueSlugs.freeSlug (core/database/unique-slugs.ts): its expression
// must stay identical to that query's, or the planner skips it.
export class ProductSlugs1764480000000 implements MigrationInterface {
  name = 'ProductSlugs1764480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD COLUMN "slug" varchar(220)`);
    const products: { id: number; title: string }[] = await q.query(`SELECT id, title FROM "products" ORDER BY id`);
    const taken = new Set<string>();
    const slugs = products.map(({ title }) => {
      const slug = freeSlugAmong(slugify(title, 'product'), taken);
      taken.add(slug);
      return slug;
    });
    await q.query(
      `UPDATE "products" p SET "slug" = s.slug
       FROM unnest($1::int[], $2::varchar[]) AS s(id, slug) WHERE p.id = s.id`,
      [products.map((p) => p.id), slugs],
    );
    await q.query(`ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL`);
    await q.query(`ALTER TABLE "products" ADD CONSTRAINT "products_slug_key" UNIQUE ("slug")`);
    await q.query(
      `CREATE INDEX "IDX_products_slug_stem" ON "products" ((regexp_replace("slug", '-[0-9]{1,9}$', '')))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_products_slug_stem"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "slug"`);
  }
}
