import type { MigrationInterface, QueryRunner } from 'typeorm';

// A product's type is one the running app registered (commerce's ProductTypeRegistry writes each
// registered type here at start), no longer a fixed CHECK list: a module bringing a new type needs
// no migration of commerce's table. The spec's four are here from the start.
export class ProductTypes1764670000000 implements MigrationInterface {
  name = 'ProductTypes1764670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE product_types ("key" varchar(20) PRIMARY KEY)`);
    await q.query(`INSERT INTO product_types ("key") VALUES ('digital'), ('physical'), ('course'), ('consultation')`);
    await q.query(`ALTER TABLE products DROP CONSTRAINT products_type_check`);
    await q.query(
      `ALTER TABLE products ADD CONSTRAINT products_type_fkey FOREIGN KEY ("type") REFERENCES product_types ("key")`,
    );
  }

  // refused while a product has a type other than the spec's four (the old schema cannot hold it)
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP CONSTRAINT products_type_fkey`);
    await q.query(
      `ALTER TABLE products ADD CONSTRAINT products_type_check CHECK ("type" IN ('digital', 'physical', 'course', 'consultation'))`,
    );
    await q.query(`DROP TABLE product_types`);
  }
}
