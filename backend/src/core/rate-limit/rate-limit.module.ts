import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitHitEntity } from './rate-limit-hit.entity';
import { RateLimitHitsRepository } from './rate-limit-hits.repository';
import { RateLimitPruneCron } from './rate-limit-prune.cron';
import { RateLimitService } from './rate-limit.service';

@Module({
  imports: [TypeOrmModule.forFeature([RateLimitHitEntity])],
  providers: [RateLimitService, RateLimitHitsRepository, RateLimitPruneCron],
  exports: [RateLimitService],
})
export class RateLimitModule {}
