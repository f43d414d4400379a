import { signedIn, TestClient } from '../support/client';
import { NullCase, nullCases, OpenApiDocument, operationsOf } from '../support/fuzz-cases';
import { createTestApp, TestApp } from '../support/test-app';

// null in each optional field of every JSON write route of the OpenAPI document, beside the
// required fields alone, as an admin. Where the schema does not say nullable, null means nothing
// and is refused with 400 and the field's own sentence (class-validator's @IsOptional() used to let
// it through to a check constraint: a coupon's null percentOff answered 500). Where it says
// nullable ("none", "clear it"), null is taken or refused, never a 5xx.
describe('null in an optional body field', () => {
  let t: TestApp;
  let admins: TestClient[];
  let doc: OpenApiDocument;
  let nextIp = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // several accounts, so per-account rate limits (profile, preferences) do not answer 429 first
    admins = await Promise.all([1, 2, 3, 4].map(() => signedIn(t, 'admin')));
    doc = (await admins[0].get('/api/docs-json').expect(200)).body;
  }, 300_000);
  afterAll(() => t.close());

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
  }, 600_000);
});
