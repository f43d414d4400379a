import { screen, within } from '@testing-library/react';
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { makeUser } from '../../../test/test-api';
import { renderAt } from '../../../test/render';
import { ProductManagerPage } from '../admin/product-manager/ProductManagerPage';
import type { setupShopApi } from './shop-api';

// /product-manager opened by a signed-in admin, once its heading shows; `stubs`: the pages it leads
// to (renderAt's).
export async function openProductManager(
  shop: ReturnType<typeof setupShopApi>,
  { stubs }: { stubs?: RouteObject[] } = {},
) {
  shop.signIn(makeUser({ role: 'admin' }));
  const view = renderAt(createElement(ProductManagerPage), '/product-manager', { stubs });
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

// Chooses an option of one of the form's selects (antd draws its options in a popup of its own).
export async function chooseOption(user: User, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await screen.findByRole('listbox');
  const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
  await user.click(within(popups[popups.length - 1]).getByTitle(option));
}

// Chooses a type in the form's Type select, done once `fieldOfType`, a field only that type has, shows.
export async function chooseTypeShowing(user: User, label: string, fieldOfType: string) {
  await chooseOption(user, 'Type', label);
  await screen.findByLabelText(fieldOfType);
}
