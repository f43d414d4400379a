import request from 'supertest';
import { BUSY_LOG_WINDOW, BUSY_RETRY_AFTER, type BusyLogWindow, SITE_BUSY } from '../../src/core/http/busy-answers';
import { captureLogs } from '../support/log-capture';
import { getWaitingInLine, holdPooledConnection } from '../support/pool-holder';
import { createTestApp, TestApp } from '../support/test-app';
import { TRACE_ID } from '../support/trace-id';

// A wait in line for a database connection is not an outage: with the pool's one connection held
// by a query, a request waits for it and is answered; one the line has no room for is told the
// site is busy.
describe('the database connection pool', () => {
  let t: TestApp;
  // the busy answers' log window: open until the test closes it
  let closeLogWindow: (() => void) | undefined;
  const logWindow: BusyLogWindow = {
    ms: 10_000,
    open: (close) => {
      closeLogWindow = close;
      return () => (closeLogWindow = undefined);
    },
  };

  beforeAll(async () => {
    // a wait that cannot run out within a test: the request is answered when the connection frees
    const env = { DB_POOL_SIZE: '1', DB_POOL_WAIT_SECONDS: '600', DB_POOL_MAX_WAITING: '1', MAIL_CONCURRENCY: '0' };
    t = await createTestApp({ env, overrides: [[BUSY_LOG_WINDOW, logWindow]] });
  });

  afterAll(() => t.close());

  it('lets a request wait for the one connection a query holds, then answers it', async () => {
    const hold = await holdPooledConnection(t);
    const { answer } = await getWaitingInLine(t, '/api/products');
    await hold.release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('answers "busy" at once, with a short Retry-After, when the line for a connection is full', async () => {
    const logs = captureLogs();
    const hold = await holdPooledConnection(t);
    let released = false;
    try {
      const first = await getWaitingInLine(t, '/api/blog-posts');
      // addresses not read before: a read kept in memory is answered without a connection
      for (const path of ['/api/blog-posts?limit=15', '/api/page-content?page=home']) {
        const res = await request(t.server).get(path);
        expect([path, res.status, res.headers['retry-after']]).toEqual([path, 503, String(BUSY_RETRY_AFTER)]);
        expect(res.body).toEqual({
          statusCode: 503,
          message: SITE_BUSY,
          error: 'Service Unavailable',
          reference: TRACE_ID,
        });
      }
      // the health checks do not stand in that line: still ready, the database busy; alive
      const ready = await Promise.all(['/api/health', '/api/health/ready'].map((p) => request(t.server).get(p)));
      expect(ready.map((res) => [res.status, res.body])).toEqual([
        [200, { status: 'ok', db: 'busy' }],
        [200, { status: 'ok', db: 'busy' }],
      ]);
      expect((await request(t.server).get('/api/health/live')).body).toEqual({ status: 'ok' });
      await hold.release();
      released = true;
      expect((await first.answer).status).toBe(200);
      // counted in the log: the first busy answer at once, then, when the window closes, how many
      const firstBusy =
        'GET /api/blog-posts?limit=15 answered "busy": 1 requests already wait for a connection (DB_POOL_MAX_WAITING); pool of 1: 1 in use, 1 waiting';
      expect(logs.lines.filter((line) => line.includes('"busy"'))).toEqual([firstBusy]);
      expect(closeLogWindow).toBeDefined();
      closeLogWindow!();
      expect(closeLogWindow).toBeUndefined();
      const busyLines = logs.lines.filter((line) => line.includes('"busy"'));
      expect(busyLines).toEqual([firstBusy, expect.stringMatching(/^2 requests answered "busy" in 10 s; pool of 1: /)]);
    } finally {
      logs.restore();
      if (!released) await hold.release();
    }
  });
});
