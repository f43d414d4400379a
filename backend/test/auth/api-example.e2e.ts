import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { signedIn } from '../support/client';
import { dateOrder, forgetSubscriber } from '../support/factories';
import { createProduct, paidOrder, type StripeShop, startStripeShop } from '../commerce/commerce-helpers';

const README = path.resolve(__dirname, '../../../README.md');
const SECTION = '### API keys and the API';
const SUBSCRIBER = 'new.reader@example.com';

// The first ```js block of the README's section on API keys: the consumer's example, as published.
function readmeExample(): string {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf(SECTION));
  const block = /```js\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n### ', SECTION.length)));
  if (!block) throw new Error(`README.md has no js block under "${SECTION}"`);
  return block[1];
}

// The README's example script, run with the Node running this test against the app on a loopback
// port, with an admin key the owner made through the API: it imports a subscriber and prints the
// orders of the last 24 hours, as the README says.
describe("the README's API example", () => {
  let shop: StripeShop;
  let siteUrl: string;
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    shop = await startStripeShop();
    await new Promise<void>((resolve) => shop.t.server.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(shop.t.server.address() as AddressInfo).port}`;
    const workbook = await createProduct(shop.admin, { title: 'Focus Workbook', price: '19.50' });
    // two buyers: a download is sold once to a customer
    const earlierBuyer = await signedIn(shop.t, 'customer');
    const buyer = await signedIn(shop.t, 'customer');
    orders.old = (await paidOrder(shop, earlierBuyer, [workbook.id], 19.5)).orderId;
    await dateOrder(shop.t, orders.old, new Date(Date.now() - 26 * 3600 * 1000).toISOString());
    orders.recent = (await paidOrder(shop, buyer, [workbook.id], 19.5)).orderId;
    await forgetSubscriber(shop.t, SUBSCRIBER);
  });
  afterAll(() => shop.close());

  it('imports a subscriber and lists the orders of the last day with a key made in the admin', async () => {
    const made = await shop.admin.post('/api/admin/api-keys', { name: 'README example', scope: 'admin' }).expect(201);
    const dir = mkdtempSync(path.join(tmpdir(), 'api-example-'));
    const script = path.join(dir, 'api-example.mjs');
    writeFileSync(script, readmeExample());

    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { PATH: process.env.PATH, SITE_URL: siteUrl, API_KEY: made.body.token as string },
    });

    const buyerEmail = (await shop.admin.get(`/api/admin/orders/${orders.recent}`).expect(200)).body.buyer.email;
    expect(stdout.trimEnd().split('\n')).toEqual([
      'Subscribers: 1 added, 0 already subscribed',
      expect.stringMatching(new RegExp(`^#${orders.recent} \\S+Z completed \\$19\\.50 ${buyerEmail}: Focus Workbook$`)),
    ]);
    const subscribers = await shop.t.dataSource.query(
      'SELECT active, confirmed_at IS NOT NULL AS confirmed FROM subscribers WHERE email = $1',
      [SUBSCRIBER],
    );
    expect(subscribers).toEqual([{ active: true, confirmed: true }]);
    const [key] = (await shop.admin.get('/api/admin/api-keys').expect(200)).body as { lastUsedAt: string | null }[];
    expect(key.lastUsedAt).toEqual(expect.any(String));
  });
});
