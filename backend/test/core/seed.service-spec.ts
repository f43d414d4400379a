// Writes rows in SQL of its own: the seeders under test are the test's, and write a table of the
// test's own (zz_seed_notes) in the seeding transaction, so its rows say whether a seeder's work
// was kept once or rolled back. No app code owns it.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../src/core/seed/demo-seeder.decorator';
import { SeedModule } from '../../src/core/seed/seed.module';
import { SeedService } from '../../src/core/seed/seed.service';
import { forgetSeedRuns } from '../support/factories';
import { createServiceModule, type ServiceModule } from '../support/service-module';

const calls: string[] = [];
// the app's own demo seeders stay out of the shared test database
const testOnly = (name: string) => name.startsWith('zz-test-');

@Injectable()
@DemoSeed('zz-test-notes')
class NotesSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    calls.push('notes');
    await manager.query('CREATE TABLE IF NOT EXISTS zz_seed_notes (text varchar)');
    await manager.query(`INSERT INTO zz_seed_notes VALUES ('hello')`);
  }
}

@Injectable()
@DemoSeed('zz-test-broken')
class BrokenSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    calls.push('broken');
    await manager.query(`INSERT INTO zz_seed_notes VALUES ('half-written')`);
    throw new Error('seeder failed');
  }
}

describe('demo content seeding', () => {
  let t: ServiceModule;
  beforeAll(async () => {
    t = await createServiceModule({ imports: [SeedModule], providers: [NotesSeeder] });
    await forgetSeedRuns(t, 'zz-test-%');
    await t.dataSource.query('DROP TABLE IF EXISTS zz_seed_notes');
  });
  afterAll(async () => {
    await forgetSeedRuns(t, 'zz-test-%');
    await t.dataSource.query('DROP TABLE IF EXISTS zz_seed_notes');
    await t.close();
  });

  it('runs each seeder once per database, even when replicas seed at the same time', async () => {
    const seeds = t.app.get(SeedService);
    const results = await Promise.all([seeds.seedDemoContent(testOnly), seeds.seedDemoContent(testOnly)]);
    expect(results.flat()).toEqual(['zz-test-notes']);
    expect(await seeds.seedDemoContent(testOnly)).toEqual([]);
    expect(calls).toEqual(['notes']);
    expect(await t.dataSource.query('SELECT text FROM zz_seed_notes')).toEqual([{ text: 'hello' }]);
  });

  it('leaves nothing half-written when a seeder fails, so it runs again next start', async () => {
    const broken = await createServiceModule({ imports: [SeedModule], providers: [BrokenSeeder] });
    try {
      await expect(broken.app.get(SeedService).seedDemoContent(testOnly)).rejects.toThrow('seeder failed');
      expect(await t.dataSource.query(`SELECT name FROM seed_runs WHERE name = 'zz-test-broken'`)).toEqual([]);
      expect(await t.dataSource.query(`SELECT text FROM zz_seed_notes WHERE text = 'half-written'`)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
