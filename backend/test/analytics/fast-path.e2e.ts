import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signedIn } from '../support/client';
import { fromMemory, settled } from '../support/read-cache';
import type { TestApp } from '../support/test-app';
import { analyticsApp, DESKTOP_CHROME, newAddress, newPath, storedViews, TestClock } from './ingest-helpers';

type Answer = { status: number; body: unknown; setsCookie: boolean };

// The beacon of a browser without a session is answered on the HTTP server, ahead of Express
// (core/http/fast-beacons.ts); with a session cookie it goes through the app. Both answer alike,
// and what the fast path does not take as it is (invalid, too large, not JSON) the app answers.
describe('the fast path of the page-view beacon', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsApp(clock);
  });
  afterAll(() => t.close());

  // the same request, sent without a cookie (fast path) and with an unknown session (the app)
  async function bothWays(
    body: string,
    contentType = 'application/json',
    forwardedFor = newAddress(),
  ): Promise<[Answer, Answer]> {
    const send = async (cookie?: string) => {
      const req = request(t.server)
        .post('/api/analytics/views')
        .set({ 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': forwardedFor, 'Content-Type': contentType });
      const res = await (cookie ? req.set('Cookie', cookie) : req).send(body);
      return { status: res.status, body: res.body as unknown, setsCookie: Boolean(res.headers['set-cookie']) };
    };
    return [await send(), await send('sid=s%3Anobody.x')];
  }

  it('answers a valid view before Express (no cookie set) and the app alike, both counted as one visitor', async () => {
    const path = newPath();
    const [fast, app] = await bothWays(JSON.stringify({ path, utmSource: 'Mail' }));
    expect(fast).toEqual({ status: 204, body: {}, setsCookie: false });
    // the app hands an anonymous visitor its CSRF cookies, as on every /api call
    expect(app).toEqual({ status: 204, body: {}, setsCookie: true });
    const views = await storedViews(t, path);
    expect(views).toHaveLength(2);
    expect(views[1]).toEqual({ ...views[0], viewed_at: expect.any(Date) });
  });

  it("reads the visitor's address as Express does, through the trusted proxies only", async () => {
    const path = newPath();
    // from loopback (trusted): the nearest address it was given, not the one the client claims
    await bothWays(JSON.stringify({ path }), 'application/json', `198.51.100.99, ${newAddress()}`);
    const [fast, app] = await storedViews(t, path);
    expect(fast.visitor).toBe(app.visitor);
  });

  it.each([
    ['an invalid view', JSON.stringify({ path: 'no-slash' }), 400],
    ['a field not allowed', JSON.stringify({ path: '/x', ip: '1.2.3.4' }), 400],
    ['a NUL character', JSON.stringify({ path: '/x\u0000' }), 400],
    ['broken JSON', '{"path": "/x"', 400],
    ['an empty body', '', 400],
    ['JSON that is no object', '"/x"', 400],
    [
      'JSON nested too deeply',
      JSON.stringify({ path: '/x', utmSource: JSON.parse('['.repeat(40) + ']'.repeat(40)) }),
      400,
    ],
    ['a body over 2 KB', JSON.stringify({ path: `/${'x'.repeat(3000)}` }), 413],
  ])('leaves %s to the app, which answers it as it answers with a session', async (_what, body, status) => {
    const [fast, app] = await bothWays(body);
    expect(fast.status).toBe(status);
    expect(fast.body).toEqual(app.body);
    expect(fast.status).toBe(app.status);
  });

  it('leaves a body that is not JSON to the app', async () => {
    const path = newPath();
    const [fast, app] = await bothWays(JSON.stringify({ path }), 'text/plain');
    expect(fast).toEqual(app);
    expect(fast.status).toBe(400);
    expect(await storedViews(t, path)).toEqual([]);
  });

  it("keeps the reads in memory when a signed-in visitor's view is counted: it changes none", async () => {
    const customer = await signedIn(t, 'customer');
    await request(t.server).get('/api/blog-posts').expect(200);
    await settled(t);
    await request(t.server).get('/api/blog-posts').expect(200);
    await customer.post('/api/analytics/views', { path: newPath() }).set('User-Agent', DESKTOP_CHROME).expect(204);
    await fromMemory(t, () => request(t.server).get('/api/blog-posts').expect(200));
  });

  it('reads a body sent in pieces', async () => {
    const path = newPath();
    const server = t.server.listening ? t.server : t.server.listen(0);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/analytics/views',
          headers: { 'Content-Type': 'application/json', 'User-Agent': DESKTOP_CHROME },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write(`{"path": "${path.slice(0, 5)}`);
      setImmediate(() => req.end(`${path.slice(5)}"}`));
    });
    expect(status).toBe(204);
    expect(await storedViews(t, path)).toHaveLength(1);
  });
});
