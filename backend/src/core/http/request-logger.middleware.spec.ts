import { formatRequestLog, requestLogLevel } from './request-logger.middleware';

describe('requestLogLevel', () => {
  it("keeps every tab's sign-in poll out of the info log, signed in or not", () => {
    expect(requestLogLevel('GET', '/api/auth/user', 401)).toBe('debug');
    expect(requestLogLevel('GET', '/api/auth/user', 200)).toBe('debug');
  });

  it('logs successful reads and the SPA files at debug', () => {
    expect(requestLogLevel('GET', '/api/blog-posts', 200)).toBe('debug');
    expect(requestLogLevel('GET', '/api/uploads/a.png', 304)).toBe('debug');
    expect(requestLogLevel('GET', '/blog', 200)).toBe('debug');
    expect(requestLogLevel('GET', '/assets/index.js', 404)).toBe('debug');
  });

  it('logs changes and refusals at info', () => {
    expect(requestLogLevel('POST', '/api/auth/login', 200)).toBe('log');
    expect(requestLogLevel('POST', '/api/auth/login', 401)).toBe('log');
    expect(requestLogLevel('DELETE', '/api/admin/subscribers/3', 204)).toBe('log');
    expect(requestLogLevel('GET', '/api/admin/orders', 403)).toBe('log');
    expect(requestLogLevel('GET', '/api/blog-posts/nope', 404)).toBe('log');
    expect(requestLogLevel('GET', '/api/orders', 429)).toBe('log');
  });

  it("logs a quiet write's success at debug (the page-view beacon), its refusals and failures as any", () => {
    expect(requestLogLevel('POST', '/api/analytics/views', 204, false, true)).toBe('debug');
    expect(requestLogLevel('POST', '/api/analytics/views', 400, false, true)).toBe('log');
    expect(requestLogLevel('POST', '/api/analytics/views', 500, false, true)).toBe('error');
    expect(requestLogLevel('POST', '/api/analytics/views', 204)).toBe('log');
  });

  it("logs every call made with an API key at info, reads and refusals too (a key's reads leave a line)", () => {
    expect(requestLogLevel('GET', '/api/admin/orders', 200, true)).toBe('log');
    expect(requestLogLevel('HEAD', '/api/blog-posts', 304, true)).toBe('log');
    expect(requestLogLevel('GET', '/api/auth/user', 401, true)).toBe('log');
    expect(requestLogLevel('GET', '/api/admin/orders', 500, true)).toBe('error');
  });

  it('logs server failures as errors, wherever they happen', () => {
    expect(requestLogLevel('GET', '/api/health', 503)).toBe('error');
    expect(requestLogLevel('GET', '/blog', 500)).toBe('error');
  });
});

describe('formatRequestLog', () => {
  const entry = {
    requestId: 'r-1',
    method: 'POST',
    path: '/api/admin/subscribers/import',
    status: 201,
    durationMs: 4.2,
  };

  it('names the API key a call was made with, in the line and in the JSON', () => {
    const withKey = { ...entry, apiKey: 'Nightly "orders"' };
    expect(formatRequestLog(withKey, false)).toBe(
      'POST /api/admin/subscribers/import 201 4.2ms [r-1] key="Nightly \\"orders\\""',
    );
    expect(formatRequestLog(withKey, true)).toEqual(withKey);
  });

  it('says nothing of a key for a call without one', () => {
    expect(formatRequestLog(entry, false)).toBe('POST /api/admin/subscribers/import 201 4.2ms [r-1]');
    expect(formatRequestLog(entry, true)).not.toHaveProperty('apiKey');
  });
});
