import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source-options';
import { DatabaseProbe } from './database-probe';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DATABASE_URL must be resolved before the app starts');
        return { ...dataSourceOptions(config.databaseUrl, config.databasePool), autoLoadEntities: true };
      },
    }),
  ],
  providers: [DatabaseProbe],
  exports: [DatabaseProbe],
})
export class DatabaseModule {}
