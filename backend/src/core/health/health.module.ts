import { Global, Module } from '@nestjs/common';
import { Draining } from './draining';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

// Global: the shutdown (bootstrap.ts) marks the replica draining through the one Draining.
@Global()
@Module({ controllers: [HealthController], providers: [HealthService, Draining], exports: [Draining] })
export class HealthModule {}
