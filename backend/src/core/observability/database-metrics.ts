import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolOf } from '../database/data-source-options';
import { Metrics } from './metrics';

// The pool of database connections as a scrape finds it: open, idle, in use, and requests waiting
// in line for one (the busy answers are counted by core/http/busy-answers.ts).
@Injectable()
export class DatabaseMetrics {
  constructor(metrics: Metrics, dataSource: DataSource) {
    const pool = () => poolOf(dataSource);
    metrics.gauge('db_pool_connections', 'Connections the pool holds open', () => pool().totalCount);
    metrics.gauge('db_pool_connections_idle', 'Open connections no request uses', () => pool().idleCount);
    metrics.gauge('db_pool_connections_in_use', 'Connections requests use', () => pool().totalCount - pool().idleCount);
    metrics.gauge('db_pool_waiting', 'Requests waiting in line for a connection', () => pool().waitingCount);
  }
}
