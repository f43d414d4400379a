import request from 'supertest';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE } from '../../src/core/http/all-exceptions.filter';
import { BUSY_RETRY_AFTER, BusyAnswers, SITE_BUSY } from '../../src/core/http/busy-answers';
import { CuttableRelay, createAppBehindRelay } from '../support/cuttable-relay';
import { getWaitingInLine, holdPooledConnection } from '../support/pool-holder';
import type { TestApp } from '../support/test-app';
import { TRACE_ID } from '../support/trace-id';

// A request whose wait for a pooled connection runs out is told the truth: "busy" while the
// database answers, the outage message while it cannot be reached.
describe('a wait for a database connection that runs out', () => {
  let t: TestApp;
  let relay: CuttableRelay;

  beforeAll(async () => {
    ({ t, relay } = await createAppBehindRelay({
      DB_POOL_SIZE: '1',
      DB_POOL_WAIT_SECONDS: '1',
      MAIL_CONCURRENCY: '0',
    }));
  });

  afterAll(async () => {
    await relay.restore();
    await t.close();
    await relay.close();
  });

  it('answers the outage message when the database takes no new connection', async () => {
    const hold = await holdPooledConnection(t);
    try {
      relay.dropNew();
      const res = await request(t.server).get('/api/products');
      expect([res.status, res.headers['retry-after']]).toEqual([503, String(DATABASE_RETRY_AFTER)]);
      expect(res.body).toEqual({
        statusCode: 503,
        message: DATABASE_UNAVAILABLE,
        error: 'Service Unavailable',
        reference: TRACE_ID,
      });
    } finally {
      await relay.restore();
      await hold.release();
    }
  });

  it('answers "busy" with a short Retry-After while the database answers, and counts it', async () => {
    const busy = t.app.get(BusyAnswers);
    const before = busy.answered;
    const hold = await holdPooledConnection(t);
    try {
      const res = await (await getWaitingInLine(t, '/api/blog-posts?limit=100')).answer;
      expect([res.status, res.headers['retry-after']]).toEqual([503, String(BUSY_RETRY_AFTER)]);
      expect(res.body).toEqual({
        statusCode: 503,
        message: SITE_BUSY,
        error: 'Service Unavailable',
        reference: TRACE_ID,
      });
      expect(busy.answered).toBe(before + 1);
    } finally {
      await hold.release();
    }
    expect((await request(t.server).get('/api/blog-posts?limit=100')).status).toBe(200);
  });
});
