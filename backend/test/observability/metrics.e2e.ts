import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import { MetricsServer } from '../../src/core/observability/metrics-server';
import { has, metricsUrl, scrape, valueOf } from '../support/metrics-scrape';
import { readCache, settled } from '../support/read-cache';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-test-token-0123456789';

// The whole app with METRICS_PORT=0 (a free port) and a token, scraped over HTTP as Prometheus does.
describe('Prometheus metrics on a port of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    // MAIL_CONCURRENCY=0: this replica only enqueues, so the outbox stays as the test left it
    t = await createTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, MAIL_CONCURRENCY: '0' } });
  });
  afterAll(async () => {
    await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key = 'metrics-test'`);
    await t.close();
  });

  it('asks the token of a scrape: 401 without it or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN]) {
      const res = await fetch(metricsUrl(t), { headers: authorization ? { Authorization: authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    const res = await fetch(metricsUrl(t), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('serves nothing else on its port, and nothing of it on the API port', async () => {
    const other = await fetch(metricsUrl(t).replace('/metrics', '/api/health'));
    expect(other.status).toBe(404);
    const res = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('counts and times the requests per route pattern, never per address', async () => {
    const before = await scrape(t, TOKEN);
    await request(t.server).get('/api/health').expect(200);
    await request(t.server).get('/api/health').expect(200);
    await request(t.server).get('/api/legal-pages/no-such-page').expect(404);
    await request(t.server).get('/api/no-such-route/123').expect(404);
    const after = await scrape(t, TOKEN);
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const health = { method: 'GET', route: '/api/health' };
    expect(moved('http_requests_total', { ...health, status: '200' })).toBe(2);
    expect(moved('http_request_duration_seconds_count', health)).toBe(2);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBeGreaterThanOrEqual(2);
    const legal = { method: 'GET', route: '/api/legal-pages/:slug', status: '404' };
    expect(moved('http_requests_total', legal)).toBe(1);
    expect(moved('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // no series names an address
    expect(after.some((s) => s.labels.route?.includes('no-such'))).toBe(false);
  });

  it('counts a read answered from memory under its route, and the cache hits', async () => {
    await waitFor(() => readCache(t).active, 20_000, 'the read cache listening');
    // the changes of the app's start heard first: none of them drops the answer kept below
    await settled(t);
    const path = '/api/site';
    const status = (await request(t.server).get(path)).status;
    const before = await scrape(t, TOKEN);
    await request(t.server).get(path).expect(status);
    const after = await scrape(t, TOKEN);
    const labels = { method: 'GET', route: '/api/site', status: String(status) };
    expect(valueOf(after, 'http_requests_total', labels) - valueOf(before, 'http_requests_total', labels)).toBe(1);
    expect(valueOf(after, 'read_cache_hits_total') - valueOf(before, 'read_cache_hits_total')).toBe(1);
    expect(valueOf(after, 'read_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'read_cache_bytes')).toBeGreaterThan(0);
  });

  it('reads the pool, the outbox and the page-view buffer when scraped', async () => {
    const samples = await scrape(t, TOKEN);
    expect(valueOf(samples, 'db_pool_connections')).toBeGreaterThan(0);
    expect(valueOf(samples, 'db_pool_connections_idle') + valueOf(samples, 'db_pool_connections_in_use')).toBe(
      valueOf(samples, 'db_pool_connections'),
    );
    expect(has(samples, 'db_pool_waiting')).toBe(true);
    expect(has(samples, 'db_pool_busy_answers_total')).toBe(true);
    expect(has(samples, 'analytics_buffered_page_views')).toBe(true);
  });

  it('tells how many mails wait in the outbox, and since when the oldest', async () => {
    // two mails queued ten minutes ago that no lane of this replica sends
    await t.dataSource.query(
      `INSERT INTO mail_outbox (kind, subject_key, recipient, payload, created_at)
       SELECT 'metrics-test', 'metrics-test', 'reader' || n || '@example.com', '{}', now() - interval '10 minutes'
       FROM generate_series(1, 2) AS n`,
    );
    const [row] = (await t.dataSource.query(
      `SELECT count(*)::int AS pending, floor(extract(epoch FROM now() - min(created_at)))::int AS oldest
       FROM mail_outbox WHERE status = 'pending'`,
    )) as { pending: number; oldest: number }[];
    const samples = await scrape(t, TOKEN);
    expect(valueOf(samples, 'mail_outbox_pending')).toBe(row.pending);
    expect(row.pending).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(valueOf(samples, 'mail_outbox_oldest_pending_age_seconds')).toBeLessThan(row.oldest + 60);
    expect(has(samples, 'mail_outbox_failed_last_24h')).toBe(true);
  });

  it("measures each scheduled job's run: when it last ran, how long it took", async () => {
    const before = await scrape(t, TOKEN);
    const started = Date.now() / 1000;
    // a tick of every job, as their schedules make them
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.fireOnTick();
    const job = { job: 'Closing unpaid checkouts' };
    const after = await waitFor(
      async () => {
        const samples = await scrape(t, TOKEN);
        return valueOf(samples, 'job_runs_total', job) > valueOf(before, 'job_runs_total', job) && samples;
      },
      20_000,
      'the checkout expiry job measured',
    );
    expect(valueOf(after, 'job_last_run_timestamp_seconds', job)).toBeGreaterThanOrEqual(Math.floor(started));
    expect(valueOf(after, 'job_duration_seconds_count', job)).toBeGreaterThan(
      valueOf(before, 'job_duration_seconds_count', job),
    );
    expect(valueOf(after, 'job_failures_total', job)).toBe(valueOf(before, 'job_failures_total', job));
  });

  it('tells the event loop and the memory of the process', async () => {
    const samples = await scrape(t, TOKEN);
    expect(has(samples, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics off (METRICS_PORT unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens no port', () => {
    expect(t.app.get(MetricsServer).port).toBeNull();
  });
});
