import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SeedRunsRepository } from './seed-runs.repository';
import { SeedService } from './seed.service';

@Module({ imports: [DiscoveryModule], providers: [SeedService, SeedRunsRepository], exports: [SeedService] })
export class SeedModule {}
