import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { HealthModule } from './core/health/health.module';
import { HttpCoreModule } from './core/http/http-core.module';
import { SeedModule } from './core/seed/seed.module';
import { AuthModule } from './modules/auth/auth.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ScheduleModule.forRoot(),
        HttpCoreModule,
        SeedModule,
        HealthModule,
        AuthModule,
      ],
    };
  }
}
