import request from 'supertest';
import { CuttableRelay, createAppBehindRelay } from '../support/cuttable-relay';
import type { TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  let relay: CuttableRelay;

  beforeAll(async () => {
    ({ t, relay } = await createAppBehindRelay());
  });

  afterAll(async () => {
    await relay.restore();
    await t.close();
    await relay.close();
  });

  it('answers ok with the database up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db down while the database is unreachable, and recovers', async () => {
    relay.cut();
    const down = await request(t.server).get('/api/health').expect(503);
    expect(down.body).toEqual({ status: 'error', db: 'down' });

    await relay.restore();
    const up = await request(t.server).get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok', db: 'up' });
  });
});
