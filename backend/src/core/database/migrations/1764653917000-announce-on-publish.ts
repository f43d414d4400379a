import { MigrationInterface, QueryRunner } from 'typeorm';

// "Tell subscribers" ticked on a draft (a new course starts as one) is kept on the product, and the
// Product Updates list is told when the draft is first published (modules/commerce).
export class AnnounceOnPublish1764653917000 implements MigrationInterface {
  name = 'AnnounceOnPublish1764653917000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD "announce_on_publish" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" DROP COLUMN "announce_on_publish"`);
  }
}
