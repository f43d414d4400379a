import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

// What nginx (deploy/nginx.conf) adds or keeps between the visitor and the backend.

// every header the backend's security middleware (helmet) sets
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const HSTS = 'max-age=31536000; includeSubDomains';

// name -> every value received, so a header sent twice shows up as two
async function securityHeaders(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const received = (await request.get(url, { headers })).headersArray();
  return Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, received.filter((h) => h.name.toLowerCase() === name).map((h) => h.value)]),
  );
}

for (const scheme of ['http', 'https']) {
  test(`pages, files, 404s and the API carry the same security headers (visitor on ${scheme})`, async ({ request }) => {
    // behind a TLS terminator, X-Forwarded-Proto tells nginx and the backend the visitor used https
    const headers: Record<string, string> = scheme === 'https' ? { 'X-Forwarded-Proto': 'https' } : {};
    const api = await securityHeaders(request, '/api/health', headers);
    for (const name of SECURITY_HEADERS.filter((n) => n !== 'strict-transport-security')) {
      expect(api[name], `${name} from the backend`).toHaveLength(1);
    }
    expect(api['strict-transport-security']).toEqual(scheme === 'https' ? [HSTS] : []);

    const index = await (await request.get('/')).text();
    const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(asset).toBeDefined();
    const urls = ['/', '/blog', '/admin', asset!, '/favicon.ico', '/no-such-page', '/blog/no-such-post', '/rss.xml'];
    for (const url of urls) {
      expect(await securityHeaders(request, url, headers), url).toEqual(api);
    }
  });
}

test('a client cannot pick its address: with made-up X-Forwarded-For it still meets the limit', async ({ request }) => {
  await request.get('/api/health'); // hands out the CSRF cookie
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const statuses: number[] = [];
  for (let i = 1; i <= 21; i++) {
    const response = await request.post('/api/subscribe', {
      data: { email: `spoofer-${i}-${Date.now()}@example.com` },
      headers: {
        'X-XSRF-TOKEN': csrf,
        'X-Forwarded-For': `203.0.113.${i}, 10.9.8.${i}`,
        'X-Real-IP': `198.51.100.${i}`,
      },
    });
    statuses.push(response.status());
  }
  // 20 subscribes an hour per client address
  expect(statuses).toEqual([...Array(20).fill(200), 429]);
});
