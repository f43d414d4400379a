import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { HealthModule } from './core/health/health.module';
import { SeedModule } from './core/seed/seed.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, SeedModule, HealthModule],
    };
  }
}
