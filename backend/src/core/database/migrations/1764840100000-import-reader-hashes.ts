import type { MigrationInterface, QueryRunner } from 'typeorm';

// The readers an import brought are known in import_items by the SHA-256 of their lower-cased
// address (hex), no longer by the address itself: the list forgets a reader who is removed, the
// import's record of them must not keep the address.
export class ImportReaderHashes1764840100000 implements MigrationInterface {
  name = 'ImportReaderHashes1764840100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE import_items SET source_id = encode(sha256(convert_to(lower(source_id), 'UTF8')), 'hex')
       WHERE kind = 'subscriber'`,
    );
  }

  // A hash cannot give the address back: the rows keep their hashes, which the code before this
  // migration does not recognise (a reader imported again is then skipped as already on the list,
  // never added twice).
  async down(): Promise<void> {}
}
