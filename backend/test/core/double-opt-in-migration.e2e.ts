import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';
import { DoubleOptInSubscribers1764410000000 } from '../../src/core/database/migrations/1764410000000-double-opt-in-subscribers';
import { insertSubscriberRow } from '../support/factories';
import { scratchDatabase } from '../support/scratch-database';

// Double opt-in must not cost the list its readers: everyone active before the migration is a
// confirmed, active subscriber after it (and still gets the daily e-mail); on a scratch database.
describe('the double opt-in migration', () => {
  const scratch = scratchDatabase('mig_optin');
  let ds: DataSource;
  const before = migrations.indexOf(DoubleOptInSubscribers1764410000000);

  beforeAll(async () => {
    await scratch.create();
    ds = await new DataSource({
      ...dataSourceOptions(scratch.url),
      migrations: migrations.slice(0, before),
    }).initialize();
    await ds.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await ds.destroy();
    await scratch.drop();
  });

  it('keeps every active subscriber active and confirmed, and the unsubscribed out', async () => {
    await insertSubscriberRow(ds, { email: 'early@example.com', token: 't1', subscribedAt: '2025-01-02T03:04:05Z' });
    await insertSubscriberRow(ds, { email: 'later@example.com', token: 't2' });
    await insertSubscriberRow(ds, { email: 'left@example.com', token: 't3', active: false, unsubscribedNow: true });

    const migrated = await new DataSource({ ...dataSourceOptions(scratch.url), migrations }).initialize();
    try {
      await migrated.runMigrations({ transaction: 'each' });
      const rows = await migrated.query(
        `SELECT email, active, confirmed_at = subscribed_at AS confirmed_when_subscribed, confirm_token_hash
         FROM subscribers ORDER BY id`,
      );
      expect(rows).toEqual([
        { email: 'early@example.com', active: true, confirmed_when_subscribed: true, confirm_token_hash: null },
        { email: 'later@example.com', active: true, confirmed_when_subscribed: true, confirm_token_hash: null },
        { email: 'left@example.com', active: false, confirmed_when_subscribed: true, confirm_token_hash: null },
      ]);
      // the daily e-mail's recipients (NewsletterRepository.activeSubscribers)
      const readers = await migrated.query(
        'SELECT email FROM subscribers WHERE active AND confirmed_at IS NOT NULL ORDER BY id',
      );
      expect(readers).toEqual([{ email: 'early@example.com' }, { email: 'later@example.com' }]);
      // the database refuses an active subscriber who never confirmed
      await expect(
        insertSubscriberRow(migrated, { email: 'x@example.com', token: 't4', active: true, confirmedAt: null }),
      ).rejects.toThrow(/CHK_subscribers_active_confirmed/);

      // down: those who never confirmed go, everyone else stays as they were
      await insertSubscriberRow(migrated, {
        email: 'asked@example.com',
        token: 't5',
        active: false,
        confirmedAt: null,
      });
      // the later migrations first, then this one
      const after = migrations.length - migrations.indexOf(DoubleOptInSubscribers1764410000000);
      for (let i = 0; i < after; i++) await migrated.undoLastMigration({ transaction: 'each' });
      expect(await migrated.query('SELECT email, active FROM subscribers ORDER BY id')).toEqual([
        { email: 'early@example.com', active: true },
        { email: 'later@example.com', active: true },
        { email: 'left@example.com', active: false },
      ]);
    } finally {
      await migrated.destroy();
    }
  });
});
