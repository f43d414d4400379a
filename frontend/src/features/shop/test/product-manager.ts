import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { makeUser } from '../../../test/test-api';
import { renderAt } from '../../../test/render';
import { ProductManagerPage } from '../pages/ProductManagerPage';
import type { setupShopApi } from './shop-api';

// /product-manager opened by a signed-in admin, once its heading shows.
export async function openProductManager(shop: ReturnType<typeof setupShopApi>) {
  shop.signIn(makeUser({ role: 'admin' }));
  const view = renderAt(createElement(ProductManagerPage), '/product-manager');
  await screen.findByRole('heading', { level: 1, name: 'Product Manager' });
  return view;
}

export const field = (label: string) => screen.getByLabelText(label);

type User = Awaited<ReturnType<typeof openProductManager>>['user'];

// the fields every product needs
export async function fillBasics(user: User) {
  await user.type(field('Title'), 'The Calm Leader Workbook');
  await user.type(field('Description'), 'Twelve weeks of calm, practical leadership.');
  await user.type(field('Price'), '49.99');
  await user.type(field('Category'), 'Leadership');
}
