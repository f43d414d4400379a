import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

// One definition of the connection, shared by the app, the migrate command and the tests.
// The schema comes from migrations only.
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'migrations',
    entities: [],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
