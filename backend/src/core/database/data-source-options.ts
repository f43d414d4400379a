import { Client, type ClientConfig, type Pool } from 'pg';
import type { DataSource, DataSourceOptions } from 'typeorm';
import { auditTheConnection } from '../audit/audit-connection';
import { DEFAULT_DATABASE_POOL, type DatabasePoolSettings } from '../config/app-config';
import { migrations } from './migrations';

// Opening a connection may take this long before the database counts as unreachable.
export const CONNECT_TIMEOUT_MS = 5000;

// pg-pool has one timeout for two waits: in line for a client while all are in use, and for a new
// connection to open. Its clients get a shorter one of their own for opening: a request may wait
// DB_POOL_WAIT_SECONDS in line, but a server that does not answer is given up on sooner. Each tells
// the database which admin acts, for the audit log (core/audit/audit-connection.ts).
class PooledClient extends Client {
  constructor(config: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    auditTheConnection(this);
  }
}

// One definition of the connection, shared by the app, the migrate command and the tests.
// The schema comes from migrations only.
export function dataSourceOptions(url: string, pool: DatabasePoolSettings = DEFAULT_DATABASE_POOL): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'migrations',
    entities: [],
    // connections opened are kept (min): a burst finds them open rather than opening them on a busy host
    extra: { max: pool.size, min: pool.size, connectionTimeoutMillis: pool.waitSeconds * 1000, Client: PooledClient },
  };
}

// TypeORM's pool of connections (node-postgres), for what reads its state or shares it (sessions).
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

// The settings for a connection of its own, outside the pool (a LISTEN, a check of the server).
export function dedicatedConnection(dataSource: DataSource): ClientConfig {
  const { url } = dataSource.options as { url?: string };
  return { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: 10_000, keepAlive: true };
}
