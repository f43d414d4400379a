import request from 'supertest';
import { DATABASE_UNAVAILABLE } from '../../src/core/http/all-exceptions.filter';
import { newClient, signedIn, TestClient } from '../support/client';
import { CuttableRelay, createAppBehindRelay } from '../support/cuttable-relay';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { TRACE_ID } from '../support/trace-id';

// While PostgreSQL cannot be reached every call answers 503 with a readable message and
// Retry-After, not 500; once it is back the same calls succeed without a restart.
describe('database outage', () => {
  let t: TestApp;
  let relay: CuttableRelay;
  let visitor: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    ({ t, relay } = await createAppBehindRelay());
    visitor = await newClient(t);
    customer = await signedIn(t, 'customer');
  });

  afterAll(async () => {
    await relay.restore();
    await t.close();
    await relay.close();
  });

  // public reads and writes, and a signed-in read
  const CALLS = [
    'GET /api/blog-posts',
    'GET /api/products',
    'POST /api/subscribe',
    'GET /api/orders',
    'POST /api/contact',
  ];
  const calls = () =>
    Promise.all([
      visitor.get('/api/blog-posts'),
      visitor.get('/api/products'),
      visitor.post('/api/subscribe', { email: 'outage-reader@example.com' }),
      customer.get('/api/orders'),
      customer.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'other',
        message: 'Is the site down?',
      }),
    ]);

  async function expectUnavailable(): Promise<void> {
    for (const [i, res] of (await calls()).entries()) {
      const call = CALLS[i];
      expect([call, res.status, res.headers['retry-after']]).toEqual([call, 503, '30']);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        statusCode: 503,
        message: DATABASE_UNAVAILABLE,
        error: 'Service Unavailable',
        reference: TRACE_ID,
      });
    }
  }

  async function expectRecovered(): Promise<void> {
    // as a load balancer would: wait for the health check, then everything works again
    await waitFor(
      async () => (await request(t.server).get('/api/health')).status === 200,
      5_000,
      'the app to see the database come back',
    );
    const answers = await calls();
    expect(answers.map((r, i) => `${CALLS[i]} ${r.status}`)).toEqual(CALLS.map((call) => `${call} 200`));
  }

  it('answers 503 with Retry-After while connections to the database drop, and recovers', async () => {
    await expectRecovered();
    relay.cut();
    await expectUnavailable();
    await relay.restore();
    await expectRecovered();
  });

  it('answers 503 with Retry-After while the database refuses connections, and recovers', async () => {
    await relay.refuse();
    await expectUnavailable();
    await relay.restore();
    await expectRecovered();
  });
});
