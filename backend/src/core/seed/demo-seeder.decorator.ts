import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export const DEMO_SEEDER = Symbol('DEMO_SEEDER');

// A provider that fills an empty database with demo rows for `make run`. Each module adds its
// own; each runs once per database (recorded in seed_runs), inside one transaction.
export interface DemoSeeder {
  seed(manager: EntityManager): Promise<void>;
}

export const DemoSeed = (name: string) => SetMetadata(DEMO_SEEDER, name);
