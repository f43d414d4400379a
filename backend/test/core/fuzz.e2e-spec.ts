import type { Response } from 'supertest';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { newClient, signedIn, TestClient } from '../support/client';
import { baseline, FuzzCase, fuzzCases, OpenApiDocument, Operation, operationsOf } from '../support/fuzz-cases';
import { scratchDatabase } from '../support/scratch-database';
import { createTestApp, TestApp } from '../support/test-app';

// Every operation of the OpenAPI document, anonymous, as a customer and as an admin, with hostile
// values in every path parameter, query parameter and body field. No answer may be a 5xx, and
// every refusal carries the one error body as JSON.
// On a scratch database, dropped after: its requests write everywhere (the documented examples
// are valid bodies: the site's time zone becomes America/New_York, products and posts are made),
// and the suites that come after it on the worker's database expect the site as they left it.
describe('fuzzing every documented operation', () => {
  const db = scratchDatabase('fuzz');
  let t: TestApp;
  let doc: OpenApiDocument;
  const identities: Record<string, TestClient[]> = {};
  let nextIp = 0;

  beforeAll(async () => {
    await db.create();
    t = await createTestApp({ env: { DATABASE_URL: db.url } });
    identities.anonymous = [await newClient(t)];
    // several accounts per role, so per-account rate limits (checkout, admin setup) do not answer
    // 429 before the input is looked at
    identities.customer = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => signedIn(t, 'customer')));
    identities.admin = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => signedIn(t, 'admin')));
    doc = (await identities.anonymous[0].get('/api/docs-json').expect(200)).body;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  function send(client: TestClient, op: Operation, c: FuzzCase) {
    // a fresh client address per request: per-address rate limits must not hide the input checks
    const ip = `10.250.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
    const req = client.send(op.method, c.url).set('X-Forwarded-For', ip);
    if (c.rawJson !== undefined) return req.set('Content-Type', 'application/json').send(c.rawJson);
    if (c.multipart) {
      for (const [k, v] of Object.entries(c.multipart.fields)) req.field(k, v);
      for (const f of c.multipart.files)
        req.attach(f.field, Buffer.from('hello'), { filename: f.name, contentType: 'text/plain' });
      return req;
    }
    return c.json === undefined ? req : req.send(c.json as object);
  }

  function defect(res: Response): string | null {
    if (res.status >= 500) return `${res.status} ${res.body?.message ?? res.text?.slice(0, 80)}`;
    if (res.status < 400) return null;
    const shaped = res.body?.statusCode === res.status && typeof res.body?.message === 'string';
    if (!/application\/json/.test(res.headers['content-type'] ?? ''))
      return `${res.status} not JSON (${res.headers['content-type']})`;
    return shaped ? null : `${res.status} without the error body: ${JSON.stringify(res.body).slice(0, 80)}`;
  }

  it('answers no 5xx and the one error body to every hostile request', async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(30);
    let requests = 0;
    let serverErrors = 0;
    const defects: string[] = [];
    const run = async (who: string, op: Operation, c: FuzzCase) => {
      const clients = identities[who];
      const res = await send(clients[requests++ % clients.length], op, c);
      if (res.status >= 500) serverErrors++;
      const problem = defect(res);
      if (problem) defects.push(`${who} ${op.key} [${c.label}] → ${problem}`);
      return res;
    };
    for (const who of Object.keys(identities)) {
      // signing out would end the session the rest of the walk needs
      for (const op of operations.filter((o) => who === 'anonymous' || o.key !== 'POST /api/auth/logout')) {
        const probe = await run(who, op, baseline(doc, op));
        const refused = [SIGN_IN_REQUIRED, ADMIN_REQUIRED].includes(probe.body?.message);
        for (const c of fuzzCases(doc, op, refused)) await run(who, op, c);
      }
    }
    console.log(`fuzz: ${requests} requests, ${serverErrors} × 5xx`);
    expect(defects.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
  }, 900_000);
});
