import type { APIResponse } from '@playwright/test';
import { createPost, signInAsAdmin } from '../support/api-session';
import { createProduct } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Every kind of page the site serves, through nginx (deploy/nginx.conf) as visitors get it: one
// Content-Security-Policy whose scripts are the site's own and Stripe's, never 'unsafe-inline' (nor
// 'unsafe-eval' or a whole scheme), and pages that need nothing more: no inline script (the state
// for hydration and JSON-LD are data, which no policy runs), no on…= handler, no javascript: link,
// and, in Chromium, no violation of the policy while the page loads and hydrates.

// a policy's directives by name, with their sources
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

// what is wrong with an answer's policy (nothing: [])
function policyProblems(response: APIResponse): string[] {
  const policies = response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy headers`];
  const policy = directives(policies[0].value);
  // where scripts may come from: script-src, else default-src (CSP 3)
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  if (!scripts) return ['no script-src nor default-src'];
  const problems: string[] = [];
  for (const name of ['script-src', 'script-src-elem', 'script-src-attr']) {
    const sources = name === 'script-src' ? scripts : (policy.get(name) ?? []);
    const loose = sources.filter((s) => /^('unsafe-inline'|'unsafe-eval'|\*|[a-z][a-z0-9+.-]*:)$/i.test(s));
    if (loose.length) problems.push(`${name} allows ${loose.join(' ')}`);
  }
  return problems;
}

// what in a page's HTML would run only with 'unsafe-inline'
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    const data = type === 'application/json' || type === 'application/ld+json';
    if (!/\bsrc\s*=/i.test(attributes) && !data && body.trim()) found.push(tag.slice(0, 80));
  }
  for (const [handler] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) found.push(handler.slice(0, 80));
  for (const [link] of html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:[^>]*/gi)) found.push(link);
  return found;
}

// the violations Chromium reports (securitypolicyviolation, caught by the init script below) while
// `url` loads, hydrates and settles
async function violationsOn(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('every kind of page carries a policy that allows no inline script, and needs none', async ({
  page,
  request,
  browser,
}) => {
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const post = await createPost(page, { title: `Policy post ${run}`, published: true });
  const product = await createProduct(page, { title: `Policy planner ${run}`, type: 'digital', price: '19' });
  const index = await (await page.request.get('/')).text();
  const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  expect(asset).toBeDefined();

  // [address, the status it answers, whether it is an HTML page a browser shows]
  const kinds: Record<string, [string, number, boolean][]> = {
    'public pages rendered on the server': [
      ['/', 200, true],
      ['/blog', 200, true],
      [`/blog/${post.slug}`, 200, true],
      ['/products', 200, true],
      [`/products/${product.slug}`, 200, true],
      ['/about', 200, true],
      ['/contact', 200, true],
      ['/privacy-policy', 200, true],
    ],
    "screens only the browser renders (the SPA's shell)": [
      ['/login', 200, true],
      ['/account?tab=orders', 200, true],
      ['/admin', 200, true],
    ],
    'the 404 page': [
      ['/no-such-page', 404, true],
      ['/blog/no-such-post', 404, true],
    ],
    'Swagger UI': [['/api/docs', 200, true]],
    'a page behind a link in a mail': [['/api/subscribe/confirm?token=not-a-token', 200, true]],
    'errors of the API': [
      ['/api/no-such-route', 404, false],
      ['/api/blog-posts/no-such-post', 404, false],
      ['/api/unsubscribe?token=not-a-token', 404, false],
    ],
    "the site's files (the backend's)": [
      ['/robots.txt', 200, false],
      ['/rss.xml', 200, false],
      ['/icon.svg', 200, false],
      ['/.well-known/security.txt', 200, false],
    ],
    "nginx's own files and answers": [
      [asset!, 200, false],
      ['/assets/no-such-file.js', 404, false],
      ['/images/product-placeholder.svg', 200, false],
      ['/healthz', 200, false],
      ['/api', 308, false],
    ],
  };

  const problems: string[] = [];
  for (const [kind, urls] of Object.entries(kinds)) {
    for (const [url, status, html] of urls) {
      // a visitor's answer, and an admin's (a signed-in page is rendered anew, not sent from memory)
      for (const [who, client] of [
        ['visitor', request],
        ['admin', page.request],
      ] as const) {
        const response = await client.get(url, { maxRedirects: 0 });
        const where = `${kind}: ${url} (${who})`;
        if (response.status() !== status) problems.push(`${where}: status ${response.status()}, not ${status}`);
        problems.push(...policyProblems(response).map((p) => `${where}: ${p}`));
        if (html) problems.push(...inlineScripts(await response.text()).map((s) => `${where}: inline ${s}`));
      }
    }
  }
  expect(problems).toEqual([]);

  // and in Chromium, as a visitor: the pages load and hydrate within the policy
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const pages = Object.values(kinds).flatMap((urls) => urls.filter(([, , html]) => html).map(([url]) => url));
  const violations: string[] = [];
  for (const url of pages) violations.push(...(await violationsOn(visitor, url)).map((v) => `${url}: ${v}`));
  expect(violations).toEqual([]);
  await visitor.close();
});
