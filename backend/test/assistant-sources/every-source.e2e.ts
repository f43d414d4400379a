import { KnowledgeRegistry } from '../../src/core/knowledge/knowledge-registry';
import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { emptyBookings, resetBlog, resetShop, setConsultation } from '../support/factories';
import { passage, sourcesBed } from './source-helpers';

const SOURCES = [
  'faq',
  'posts',
  'products',
  'shop',
  'legal',
  'about',
  'contact',
  'courses',
  'consultations',
  'memberships',
  'help',
];

// What every source gives: passages an answer can quote whole and link to.
describe('every knowledge source', () => {
  const bed = sourcesBed({
    arrange: async (t) => {
      await resetShop(t);
      await resetBlog(t);
      await emptyBookings(t);
    },
    restore: emptyBookings,
  });

  it('is registered once, with a label, and each passage has a title, a site path and a short plain text, keys unique', async () => {
    await createPost(bed.admin, {
      title: 'A Post',
      content: `<p>${'Words to read. '.repeat(100)}</p>`,
      published: true,
    });
    const session = await createProduct(bed.admin, { title: 'A Session', type: 'consultation', price: '60' });
    await setConsultation(bed.t, session.id, 60);
    const registry = bed.t.app.get(KnowledgeRegistry);
    expect(
      registry
        .all()
        .map((s) => s.name)
        .sort(),
    ).toEqual([...SOURCES].sort());
    for (const source of registry.all()) {
      expect(source.label).toBeTruthy();
      const passages = await source.passages();
      if (!['about', 'courses', 'memberships', 'faq'].includes(source.name)) expect(passages.length).toBeGreaterThan(0);
      expect(new Set(passages.map((p) => p.key)).size).toBe(passages.length);
      for (const p of passages) {
        expect(p.title.trim()).toBeTruthy();
        expect(p.url).toMatch(/^\/[a-z0-9/?=_-]*$/);
        expect(p.text.trim()).toBeTruthy();
        expect(p.text.length).toBeLessThanOrEqual(600);
        expect(p.text).not.toMatch(/<\/?[a-z][^>]*>|\{\{|\*\*|\]\(/);
      }
    }
  });

  it('reads only tables whose writes are told (data_changed), so the index reads the source again', async () => {
    const rows = (await bed.t.dataSource.query(
      `SELECT DISTINCT event_object_table AS "table" FROM information_schema.triggers
       WHERE action_statement LIKE '%notify_table_changed%'`,
    )) as { table: string }[];
    const told = new Set(rows.map((r) => r.table));
    const read = bed.t.app
      .get(KnowledgeRegistry)
      .all()
      .flatMap((s) => s.tables);
    expect(read.filter((table) => !told.has(table))).toEqual([]);
  });

  it("helps with the account in the SPA's words and routes", async () => {
    expect(await passage(bed.t, 'help', 'forgot-password')).toMatchObject({
      url: '/forgot-password',
      text: expect.stringContaining('"Forgot password?"'),
    });
    expect((await passage(bed.t, 'help', 'forgot-password')).text).toContain('for 1 hour');
    expect((await passage(bed.t, 'help', 'export')).text).toContain('Download Account Data');
    expect((await passage(bed.t, 'help', 'delete-account')).text).toContain('Delete Account');
    expect((await passage(bed.t, 'help', 'confirm-email')).text).toContain('works for 1 day');
    expect((await passage(bed.t, 'help', 'sign-in')).text).toContain('at least 6 characters');
  });
});
