import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// seed_runs: the demo seeders that have run on this database.
@Injectable()
export class SeedRunsRepository {
  // Records that `name` runs in `tx`; false when it already has. The unique key makes a concurrent
  // replica wait for the other's transaction, then skip the seeder it ran.
  async claim(tx: EntityManager, name: string): Promise<boolean> {
    const inserted: { name: string }[] = await tx.query(
      'INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [name],
    );
    return inserted.length > 0;
  }
}
