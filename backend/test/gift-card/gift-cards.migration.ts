import type { MigrationInterface, QueryRunner } from 'typeorm';

// The gift card module's table: one card per unit bought, its code, its value and whether a refund voided it.
export class GiftCards1799000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gift_cards (
      id serial PRIMARY KEY,
      code varchar(20) NOT NULL UNIQUE,
      user_id integer NOT NULL,
      order_item_id integer NOT NULL,
      value_cents integer NOT NULL CHECK (value_cents >= 0),
      issued_at timestamptz NOT NULL DEFAULT now(),
      voided_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE gift_cards');
  }
}
