import { Module } from '@nestjs/common';
import { DatabasePingRepository } from './database-ping.repository';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, DatabasePingRepository] })
export class HealthModule {}
