import type { TestClient } from '../support/client';
import { createProduct } from '../commerce/commerce-helpers';

export interface OfferBody {
  id: number;
  kind: string;
  offeredProductId: number;
  price: string;
  priceCents: number;
  headline: string;
  text: string;
  active: boolean;
}

export interface OrderBody {
  id: number;
  status: string;
  totalAmount: string;
  refundedAmount: string | null;
  items: { productId: number; title: string; price: string; refunded: boolean }[];
}

// A course-less shop of three digital products: the main one, its bump and its upsell, with the
// owner's offers set through the Product Manager's routes.
export async function offeredShop(admin: TestClient, tag: string) {
  const main = await createProduct(admin, { title: `${tag} Leadership Guide`, price: '49' });
  const bumpProduct = await createProduct(admin, { title: `${tag} Companion Workbook`, price: '29' });
  const upsellProduct = await createProduct(admin, { title: `${tag} Masterclass Recording`, price: '99' });
  const bump = (
    await admin
      .send('put', `/api/admin/products/${main.id}/offers/bump`, {
        offeredProductId: bumpProduct.id,
        price: '19',
        headline: 'Add the workbook',
        text: 'Exercises for each chapter.',
      })
      .expect(200)
  ).body as OfferBody;
  const upsell = (
    await admin
      .send('put', `/api/admin/products/${main.id}/offers/upsell`, {
        offeredProductId: upsellProduct.id,
        price: '59',
        headline: 'Watch the masterclass',
      })
      .expect(200)
  ).body as OfferBody;
  return { main, bumpProduct, upsellProduct, bump, upsell };
}

export const myOrder = async (client: TestClient, orderId: number) =>
  (await client.get(`/api/orders/${orderId}`).expect(200)).body as OrderBody;

export const upsellOffers = async (client: TestClient) =>
  (await client.get('/api/upsell-offers').expect(200)).body.offers as {
    orderId: number;
    price: string;
    title: string;
  }[];
