import { NOT_AUDITED } from '../../src/core/audit/audit-decisions';
import { createTestApp, type TestApp } from '../support/test-app';

// Every table is decided: audited (its trigger `audit` calls audit_change()) or listed as not
// audited with why; a table added without a decision fails here.
describe('audit log: every table decided', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has the audit trigger on each table but those listed as not audited, and on none of those', async () => {
    const rows: { table: string; audited: boolean }[] = await t.dataSource.query(`
      SELECT c.relname AS table,
             EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
                     WHERE g.tgrelid = c.oid AND p.proname = 'audit_change') AS audited
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`);
    const undecided = rows.filter((r) => !r.audited && !(r.table in NOT_AUDITED)).map((r) => r.table);
    const both = rows.filter((r) => r.audited && r.table in NOT_AUDITED).map((r) => r.table);
    const gone = Object.keys(NOT_AUDITED).filter((table) => !rows.some((r) => r.table === table));
    expect({ undecided, both, gone }).toEqual({ undecided: [], both: [], gone: [] });
    expect(rows.filter((r) => r.audited).map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'users',
        'api_keys',
        'blog_posts',
        'products',
        'orders',
        'refunds',
        'coupons',
        'site_settings',
      ]),
    );
  });
});
