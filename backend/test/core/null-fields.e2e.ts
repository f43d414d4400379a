import { Client } from 'pg';
import { signedIn, TestClient } from '../support/client';
import { NullCase, nullCases, OpenApiDocument, operationsOf } from '../support/fuzz-cases';
import { scratchDatabase } from '../support/scratch-database';
import { createTestApp, TestApp } from '../support/test-app';

// null in each optional field of every JSON write route of the OpenAPI document, beside the
// required fields alone, as an admin. Where the schema does not say nullable, null means nothing
// and is refused with 400 and the field's own sentence (class-validator's @IsOptional() used to let
// it through to a check constraint: a coupon's null percentOff answered 500). Where it says
// nullable ("none", "clear it"), null is taken or refused, never a 5xx. Every write that is taken
// stays there: on a scratch database, dropped after, so the suites sharing the test database never
// find its products, posts, coupons or mails.
const WRITTEN = ['products', 'blog_posts', 'coupons', 'mail_outbox', 'page_views', 'users'];

// rows of the tables this suite's writes reach, in the shared test database (null: no such table
// yet, when no suite has migrated it)
async function sharedRows(): Promise<Record<string, number | null>> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const counts: Record<string, number | null> = {};
    for (const table of WRITTEN) {
      const { rows } = await db.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
      counts[table] = rows[0].present ? (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n : null;
    }
    return counts;
  } finally {
    await db.end();
  }
}

describe('null in an optional body field', () => {
  const db = scratchDatabase('null_fields');
  let shared: Record<string, number | null>;
  let t: TestApp;
  let admins: TestClient[];
  let doc: OpenApiDocument;
  let nextIp = 0;

  beforeAll(async () => {
    shared = await sharedRows();
    await db.create();
    t = await createTestApp({ env: { DATABASE_URL: db.url } });
    // several accounts, so per-account rate limits (profile, preferences) do not answer 429 first
    admins = await Promise.all([1, 2, 3, 4].map(() => signedIn(t, 'admin')));
    doc = (await admins[0].get('/api/docs-json').expect(200)).body;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  async function answer(c: NullCase, i: number) {
    const ip = `10.251.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
    const method = c.label.split(' ')[0].toLowerCase() as Parameters<TestClient['send']>[0];
    const res = await admins[i % admins.length].send(method, c.url, c.json).set('X-Forwarded-For', ip);
    const own = (res.body?.errors ?? []).find((e: { field: string }) => e.field === c.field);
    return { status: res.status, message: own?.message ?? res.body?.message };
  }

  it('is refused with 400 and a sentence where it means nothing, and never answers 5xx', async () => {
    const cases = operationsOf(doc)
      .filter((op) => op.key !== 'POST /api/auth/logout')
      .flatMap((op) => nullCases(doc, op));
    expect(cases.filter((c) => !c.nullable).length).toBeGreaterThan(20);
    const table: string[] = [];
    const expected: string[] = [];
    for (const [i, c] of cases.entries()) {
      const { status, message } = await answer(c, i);
      const readable = typeof message === 'string' && /^[A-Z"a-z].{5,}/.test(message);
      table.push(
        `${c.label} → ${c.nullable ? (status < 500 ? 'no 5xx' : status) : `${status} ${readable ? 'with its sentence' : message}`}`,
      );
      expected.push(`${c.label} → ${c.nullable ? 'no 5xx' : '400 with its sentence'}`);
    }
    expect(table).toEqual(expected);
    expect(await sharedRows()).toEqual(shared);
  }, 600_000);
});
