import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { poolOf } from '../database/data-source-options';
import { DatabaseProbe } from '../database/database-probe';
import { Metrics } from '../observability/metrics';
import { errorReference } from '../observability/trace-context';
import type { ErrorResponseDto } from './error-response.dto';

export const SITE_BUSY = 'The site is very busy right now. Please try again in a few seconds.';
// seconds; a burst of readers is usually over by then
export const BUSY_RETRY_AFTER = 5;
// Busy answers are summed up in one log line per window of `ms`: open() starts one that calls
// `close` when it is over, and answers how to cancel that; a test closes it when it chooses.
export interface BusyLogWindow {
  ms: number;
  open(close: () => void): () => void;
}
export const BUSY_LOG_WINDOW = Symbol('BUSY_LOG_WINDOW');
export const BUSY_LOG_WINDOW_MS = 10_000;
export const busyLogTimer: BusyLogWindow = {
  ms: BUSY_LOG_WINDOW_MS,
  open(close) {
    const timer = setTimeout(close, BUSY_LOG_WINDOW_MS).unref();
    return () => clearTimeout(timer);
  },
};
// /health, /health/live and /health/ready (below /api)
const HEALTH_PATHS = /^\/health(\/(live|ready))?$/;

// When the site sheds load: a request that ran out of time to get a database connection while the
// server answers (DB_POOL_WAIT_SECONDS in line, or a connection slow to open), or one that arrives
// while DB_POOL_MAX_WAITING requests already wait, gets a short 503 "busy" with a small
// Retry-After, never the outage message. Counted in the log: the first of a window at once, then
// one line with how many there were.
@Injectable()
export class BusyAnswers implements OnApplicationShutdown {
  private readonly logger = new Logger('Busy');
  // busy answers since start (for operators and tests)
  answered = 0;
  private inWindow = 0;
  private cancelWindow: (() => void) | undefined;
  // what the database had answered when each request arrived
  private readonly arrivals = new WeakMap<Request, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly probe: DatabaseProbe,
    @Inject(BUSY_LOG_WINDOW) private readonly window: BusyLogWindow,
    metrics: Metrics,
  ) {
    metrics.counted(
      'db_pool_busy_answers_total',
      'Requests answered "busy" (503) for want of a connection',
      () => this.answered,
    );
  }

  // Mounted on /api before the work of a request: is the line for a database connection full? The
  // health checks are not in that line (readiness asks the server on a connection of its own).
  admission(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      this.arrivals.set(req, this.probe.mark());
      const full = poolOf(this.dataSource).waitingCount >= this.config.databasePool.maxWaiting;
      if (!full || HEALTH_PATHS.test(req.path)) return next();
      this.send(
        req,
        res,
        `${this.config.databasePool.maxWaiting} requests already wait for a connection (DB_POOL_MAX_WAITING)`,
      );
    };
  }

  // After `req` ran out of time to get a connection: has the server answered since it arrived (a
  // pooled connection came back: the line was moving, only too slowly), or does it answer a check?
  async databaseAnswers(req: Request): Promise<boolean> {
    const arrival = this.arrivals.get(req);
    if (arrival !== undefined && this.probe.answeredSince(arrival)) return true;
    // a server too full to open the check's connection answers all the same
    return (await this.probe.reachable()) !== 'down';
  }

  send(req: Request, res: Response, why = this.waitedTooLong()): void {
    this.count(req, why);
    if (res.headersSent) return;
    const body: ErrorResponseDto = {
      statusCode: 503,
      message: SITE_BUSY,
      error: STATUS_CODES[503],
      reference: errorReference(),
    };
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER));
    res.status(503).type('application/json').json(body);
  }

  onApplicationShutdown(): void {
    this.closeWindow();
  }

  private count(req: Request, why: string): void {
    this.answered++;
    if (this.inWindow++ > 0) return;
    this.logger.warn(`${req.method} ${req.originalUrl} answered "busy": ${why}; ${this.poolState()}`);
    this.cancelWindow = this.window.open(() => this.closeWindow());
  }

  private closeWindow(): void {
    this.cancelWindow?.();
    this.cancelWindow = undefined;
    if (this.inWindow > 1) {
      this.logger.warn(`${this.inWindow} requests answered "busy" in ${this.window.ms / 1000} s; ${this.poolState()}`);
    }
    this.inWindow = 0;
  }

  private waitedTooLong(): string {
    return `no database connection within ${this.config.databasePool.waitSeconds} s (DB_POOL_WAIT_SECONDS)`;
  }

  private poolState(): string {
    const pool = poolOf(this.dataSource);
    return `pool of ${this.config.databasePool.size}: ${pool.totalCount - pool.idleCount} in use, ${pool.waitingCount} waiting`;
  }
}
