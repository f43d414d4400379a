import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import type { Page } from '../../core/paging/page';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';

export interface ClaimedDelivery {
  id: number;
  eventId: string;
  endpointId: number;
  payload: Record<string, unknown>;
  attempts: number;
  roundAttempts: number;
}

// One try's outcome, recorded with the attempt (fenced by its number: a try whose lease ran out and
// whose row was claimed again changes nothing).
export interface AttemptOutcome {
  delivery: ClaimedDelivery;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  // null: succeeded; a number: try again in that many ms; 'failed': no try is left
  retryInMs: number | null | 'failed';
}

export interface AttemptRow {
  attempt: number;
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

// webhook_deliveries and their attempts. Raw SQL where it needs ON CONFLICT, FOR UPDATE SKIP LOCKED
// and the database's clock (one clock for every replica).
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
  ) {}

  // One row per endpoint that takes `type` (or only `endpointId`'s, for a test event), in the
  // caller's transaction: a rolled-back change sends nothing. The unique (event_id, endpoint_id)
  // keeps the event once per endpoint. Answers how many rows were written.
  async enqueue(
    tx: EntityManager,
    event: { id: string; type: string; payload: Record<string, unknown> },
    endpointId?: number,
  ): Promise<number> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, event_type, payload)
       SELECT $1::uuid, e.id, $2::text, $3::jsonb FROM webhook_endpoints e
       WHERE e.enabled AND (CASE WHEN $4::int IS NULL THEN $2::text = ANY(e.events) ELSE e.id = $4::int END)
       ON CONFLICT (event_id, endpoint_id) DO NOTHING
       RETURNING id`,
      [event.id, event.type, JSON.stringify(event.payload), endpointId ?? null],
    );
    return rows.length;
  }

  // The next due delivery, marked "delivering" with one more try; a row left "delivering" past the
  // lease (its replica died mid-try) is due again. SKIP LOCKED: replicas claiming at once get
  // different rows.
  async claimNext(leaseMs: number): Promise<ClaimedDelivery | null> {
    const [rows]: [
      {
        id: number;
        event_id: string;
        endpoint_id: number;
        payload: Record<string, unknown>;
        attempts: number;
        round_attempts: number;
      }[],
      number,
    ] = await this.dataSource.query(
      `UPDATE webhook_deliveries
       SET status = 'delivering', claimed_at = now(), attempts = attempts + 1, round_attempts = round_attempts + 1
       WHERE id = (
         SELECT id FROM webhook_deliveries
         WHERE (status = 'pending' AND next_attempt_at <= now())
            OR (status = 'delivering' AND claimed_at < now() - make_interval(secs => $1))
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, event_id, endpoint_id, payload, attempts, round_attempts`,
      [leaseMs / 1000],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      payload: r.payload,
      attempts: r.attempts,
      roundAttempts: r.round_attempts,
    };
  }

  // the try's outcome on the row and in its history, in one statement
  async record(o: AttemptOutcome): Promise<void> {
    const status = o.retryInMs === null ? 'succeeded' : o.retryInMs === 'failed' ? 'failed' : 'pending';
    const delay = typeof o.retryInMs === 'number' ? o.retryInMs / 1000 : 0;
    await this.dataSource.query(
      `WITH updated AS (
         UPDATE webhook_deliveries
         SET status = $3::text, last_status_code = $4, last_error = $5, claimed_at = NULL,
           delivered_at = CASE WHEN $3::text = 'succeeded' THEN now() ELSE delivered_at END,
           next_attempt_at = CASE WHEN $3::text = 'pending' THEN now() + make_interval(secs => $6) ELSE next_attempt_at END
         WHERE id = $1 AND attempts = $2 AND status = 'delivering'
         RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
       SELECT id, $2, $4, $5, $7 FROM updated`,
      [o.delivery.id, o.delivery.attempts, status, o.statusCode, o.error?.slice(0, 500) ?? null, delay, o.durationMs],
    );
  }

  // A claim handed back unused (the app is stopping): due again at once, the try not counted.
  async release(d: ClaimedDelivery): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'pending', claimed_at = NULL, next_attempt_at = now(),
         attempts = attempts - 1, round_attempts = round_attempts - 1
       WHERE id = $1 AND attempts = $2 AND status = 'delivering'`,
      [d.id, d.attempts],
    );
  }

  // Replay: the same row (the log keeps one per event and endpoint) due again now, with a fresh
  // backoff; its tries so far stay in webhook_attempts. False when it is in flight or waiting.
  async replay(id: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'pending', round_attempts = 0, next_attempt_at = now()
       WHERE id = $1 AND status IN ('succeeded', 'failed')`,
      [id],
    );
    return affected === 1;
  }

  findById(id: number): Promise<WebhookDeliveryEntity | null> {
    return this.deliveries.findOneBy({ id });
  }

  // an endpoint's deliveries, newest first
  listNewestFirst(endpointId: number, page: PageRequest): Promise<Page<WebhookDeliveryEntity>> {
    const query = this.deliveries.createQueryBuilder('d').where('d.endpoint_id = :endpointId', { endpointId });
    return keysetPage(query, { alias: 'd', at: 'created_at', direction: 'DESC' }, page);
  }

  countOf(endpointId: number): Promise<number> {
    return this.deliveries.countBy({ endpointId });
  }

  // the tries of these deliveries, oldest first
  async attemptsOf(ids: number[]): Promise<Map<number, AttemptRow[]>> {
    const rows: {
      delivery_id: number;
      attempt: number;
      at: Date;
      status_code: number | null;
      error: string | null;
      duration_ms: number;
    }[] = ids.length
      ? await this.dataSource.query(
          `SELECT delivery_id, attempt, at, status_code, error, duration_ms FROM webhook_attempts
             WHERE delivery_id = ANY($1::int[]) ORDER BY delivery_id, attempt`,
          [ids],
        )
      : [];
    const byDelivery = new Map(ids.map((id) => [id, [] as AttemptRow[]]));
    for (const r of rows)
      byDelivery.get(r.delivery_id)!.push({
        attempt: r.attempt,
        at: r.at,
        statusCode: r.status_code,
        error: r.error,
        durationMs: r.duration_ms,
      });
    return byDelivery;
  }
}
