import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('API errors share one JSON shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with a JSON 404 naming the route', async () => {
    const res = await request(t.server).get('/api/no-such-thing?x=1').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'No API route matches GET /api/no-such-thing.',
      error: 'Not Found',
    });
  });

  it('serves the errors of HTML routes as JSON too (the unsubscribe page)', async () => {
    const url = '/api/unsubscribe?token=not-a-token';
    for (const req of [request(t.server).get(url), request(t.server).post(url)]) {
      const res = await req.expect(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
    }
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await request(t.server)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
  });

  it('answers an oversized body with a readable 413', async () => {
    const res = await request(t.server)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large.',
      error: 'Payload Too Large',
    });
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await request(t.server).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not start a session for anonymous visitors', async () => {
    const res = await request(t.server).get('/api/health');
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    // only the CSRF token, readable by the SPA, strict to this site, and the pre-session id it is
    // bound to, which scripts cannot read
    expect(cookies.sort()).toEqual([
      expect.stringMatching(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Strict$/),
      expect.stringMatching(/^xsrf-id=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });
});
