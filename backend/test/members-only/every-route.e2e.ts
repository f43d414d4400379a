import type { TestClient } from '../support/client';
import { MEMBERS_BODY, membersSuite, TIER_BODY } from './members-helpers';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: string[]; example?: unknown };
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

// Each address of a GET of the document: its path parameters filled with every value they may
// take here (the members-only posts' slugs and ids first), its required query with a value of its
// schema; and the Accept its answer's media type asks.
function addressesOf(path: string, op: Operation, values: Record<string, string[]>): { url: string; accept: string }[] {
  const params = op.parameters ?? [];
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => {
      const example = p.schema?.enum?.[0] ?? p.schema?.example ?? (p.schema?.type === 'array' ? values.id[0] : 'x');
      return `${p.name}=${encodeURIComponent(String(example))}`;
    });
  let urls = [path];
  for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
    const candidates = values[name] ?? ['1'];
    urls = urls.flatMap((url) => candidates.map((value) => url.replace(`{${name}}`, encodeURIComponent(value))));
  }
  const accept = Object.keys(op.responses['200']?.content ?? {})[0] ?? '*/*';
  return urls.map((url) => ({ url: query.length ? `${url}?${query.join('&')}` : url, accept }));
}

// Whatever route or channel a reader takes, a members-only post's body reaches them only if they may
// read it: every GET of the served OpenAPI document (and the public pages the server renders) is
// asked by a visitor, a signed-in account without a membership and a member of a lower tier, each
// twice (the second answer may come from memory), after a member who may read everything asked
// them all first (what was made for them must be kept for nobody).
describe('members-only bodies on every GET route', () => {
  const suite = membersSuite({ pages: true });

  it('gives neither body to a visitor or a non-member, nor the Inner Circle’s to a Basic member', async () => {
    const { site } = suite;
    const doc = (await site.visitor.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, { get?: Operation }>;
    };
    const { membersPost, tierPost, publicPost, basic, inner } = site;
    const values: Record<string, string[]> = {
      slug: [tierPost.slug, membersPost.slug, publicPost.slug],
      id: [String(tierPost.id), String(membersPost.id)],
      product: [inner.slug, basic.slug],
      productId: [String(inner.id), String(basic.id)],
      kind: ['video', 'attachment'],
    };
    const gets = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.get ? addressesOf(path, ops.get, values) : [],
    );
    expect(gets.length).toBeGreaterThan(70);
    const pages = ['/', '/blog', '/products', ...values.slug.map((slug) => `/blog/${slug}`)];
    const addresses = [...gets, ...pages.map((url) => ({ url, accept: 'text/html' }))];
    // every answer as bytes (JSON, XML, HTML, images alike), to look for the bodies in
    const ask = (client: TestClient, url: string, accept: string) =>
      client.get(url).set('Accept', accept).responseType('blob');

    // the walk finds the bodies where they are read: the Inner Circle member reads both
    const innerReads = new Set<string>();
    for (const { url, accept } of addresses) {
      const text = ((await ask(site.innerMember.client, url, accept)).body as Buffer).toString('latin1');
      if (text.includes(TIER_BODY)) innerReads.add(url);
    }
    expect([...innerReads]).toEqual(
      expect.arrayContaining([`/api/blog-posts/${tierPost.slug}`, `/blog/${tierPost.slug}`]),
    );

    const readers: [string, TestClient, string[]][] = [
      ['a visitor', site.visitor, [MEMBERS_BODY, TIER_BODY]],
      ['a non-member', site.nonMember.client, [MEMBERS_BODY, TIER_BODY]],
      ['a Basic member', site.basicMember.client, [TIER_BODY]],
    ];
    const leaks: string[] = [];
    const statuses = new Set<number>();
    for (const [who, client, secrets] of readers) {
      for (const { url, accept } of addresses) {
        for (let time = 0; time < 2; time++) {
          const res = await ask(client, url, accept);
          statuses.add(res.status);
          const text = (res.body as Buffer).toString('latin1');
          for (const secret of secrets) if (text.includes(secret)) leaks.push(`${who}: GET ${url} (${res.status})`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // the walk reached real answers, not only refusals
    expect(statuses).toContain(200);
    // the Basic member reads the post for any member (ranks work as well as they lock)
    const members = await site.basicMember.client.get(`/api/blog-posts/${membersPost.slug}`).expect(200);
    expect(members.body.content).toContain(MEMBERS_BODY);
  });
});
