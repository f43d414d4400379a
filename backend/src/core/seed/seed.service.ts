import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { DEMO_SEEDER, DemoSeeder } from './demo-seeder.decorator';
import { SeedRunsRepository } from './seed-runs.repository';

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    private readonly runs: SeedRunsRepository,
  ) {}

  // Runs every demo seeder that has not run on this database yet; returns the names that ran.
  async seedDemoContent(only: (name: string) => boolean = () => true): Promise<string[]> {
    const ran: string[] = [];
    for (const { name, seeder } of this.seeders().filter((s) => only(s.name))) {
      const didRun = await this.dataSource.transaction(async (manager) => {
        // concurrent replicas wait here for, then skip, a seeder another one ran
        if (!(await this.runs.claim(manager, name))) return false;
        await seeder.seed(manager);
        return true;
      });
      if (didRun) {
        this.logger.log(`Demo content added: ${name}`);
        ran.push(name);
      }
    }
    return ran;
  }

  private seeders(): { name: string; seeder: DemoSeeder }[] {
    return this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance)
      .map((wrapper) => ({
        name: Reflect.getMetadata(DEMO_SEEDER, wrapper.metatype as object) as string | undefined,
        seeder: wrapper.instance as DemoSeeder,
      }))
      .filter((entry): entry is { name: string; seeder: DemoSeeder } => typeof entry.name === 'string')
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
