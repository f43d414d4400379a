import type { TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';

export async function resetShop(t: TestApp): Promise<void> {
  await t.dataSource.query('TRUNCATE payment_events, order_items, orders, products RESTART IDENTITY CASCADE');
}

export async function createProduct(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await admin
    .post('/api/products', {
      title: 'Workbook',
      description: 'A workbook for calm leaders.',
      price: '49.99',
      category: 'Leadership',
      type: 'digital',
      ...overrides,
    })
    .expect(201);
  return res.body as { id: number; price: string; inventory: number; digitalFileUrl: string | null };
}
