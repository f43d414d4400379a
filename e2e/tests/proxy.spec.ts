import type { APIRequestContext } from '@playwright/test';
import { csrfHeaders, signInAsAdmin } from '../support/api-session';
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

// a real 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an uploaded image reaches mail clients on other sites: cross-origin, without cookies; the rest stays same-origin', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const uploaded = await page.request.post('/api/upload-image', {
    headers: await csrfHeaders(page),
    multipart: { image: { name: 'newsletter.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  // as a webmail page elsewhere, or a mail client's image proxy, loads <img src>: no cookies
  const image = await request.get(url, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' } });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(image.headers()['set-cookie']).toBeUndefined();
  expect(Buffer.compare(await image.body(), PNG)).toBe(0);
  const api = await securityHeaders(request, '/api/health', {});
  expect(api['cross-origin-resource-policy']).toEqual(['same-origin']);
  expect(await securityHeaders(request, url, {})).toEqual({ ...api, 'cross-origin-resource-policy': ['cross-origin'] });
});

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
