import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationOf } from './contract';
import { ROUTE_TABLE, routeTable } from './routes';

// every harness of the fake API, so that their route tables are declared
import.meta.glob(['./test-api.ts', '../features/*/test/*.{ts,tsx}'], { eager: true });

// The fake API cannot drift from the contract: each of its routes is an operation of openapi.json.
describe('the route table of the fake API', () => {
  it('holds the routes of every harness', () => {
    const declared = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const path of ['/api/auth/user', '/api/products/{product}', '/api/account/profile', '/api/admin/site']) {
      expect(declared).toContain(path);
    }
  });

  it.each(ROUTE_TABLE.map((r) => `${r.method} ${r.path}`))('%s is in openapi.json', (route) => {
    expect(OPERATIONS).toContain(route);
  });

  it('answers a template with its parameters, a literal path before a template', () => {
    const seen: string[] = [];
    const [literal, template] = routeTable<null>({
      'GET /api/things/{slug}': ({ params }) => void seen.push(`slug ${params.slug}`),
      'GET /api/things/categories': () => void seen.push('categories'),
    });
    ROUTE_TABLE.splice(ROUTE_TABLE.length - 2, 2);
    expect([literal.path, template.path]).toEqual(['/api/things/categories', '/api/things/{slug}']);
    expect(template.pattern.exec('/api/things/a%20b')?.[1]).toBe('a%20b');
    expect(literal.pattern.test('/api/things/categories/more')).toBe(false);
  });

  it('knows which operation a request is', () => {
    expect(operationOf('GET', '/api/products/calm-leader?ref=mail')).toBe('GET /api/products/{product}');
    expect(operationOf('PATCH', '/api/products/3')).toBe('PATCH /api/products/{product}');
    expect(operationOf('GET', '/api/products/3/nothing')).toBeUndefined();
  });
});
