import { createHash } from 'node:crypto';
import { ImportReaderHashes1764840100000 } from '../../src/core/database/migrations/1764840100000-import-reader-hashes';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// The readers earlier imports recorded by their address are recorded by its hash after the
// migration; posts and images keep their ids.
describe('the import reader hashes migration', () => {
  const scratch = scratchDatabaseUpTo('mig_import_reader_hashes', ImportReaderHashes1764840100000);

  it('replaces each imported reader’s address by its hash, and nothing else', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    await ds.query(
      `INSERT INTO import_items (source, kind, source_id)
       VALUES ('substack', 'subscriber', 'ann@example.com'), ('substack', 'post', '140000001')`,
    );
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT kind, source_id FROM import_items ORDER BY kind`)).toEqual([
      { kind: 'post', source_id: '140000001' },
      { kind: 'subscriber', source_id: createHash('sha256').update('ann@example.com').digest('hex') },
    ]);
  });
});
