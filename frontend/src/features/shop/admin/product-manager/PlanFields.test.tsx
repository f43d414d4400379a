import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications, sendJson } from '../../../../test/test-api';
import { chooseOption, field, fillBasics, openProductManager } from '../../test/product-manager';
import { makePlan, makeProduct, setupShopApi } from '../../test/shop-api';

const shop = setupShopApi();

const TOO_SMALL = 'With 4 instalments the plan total must be at least $2.00: each instalment is at least $0.50.';

type User = Awaited<ReturnType<typeof openProductManager>>['user'];
const fieldError = (message: string) => screen.findByText(message, { selector: '.ant-form-item-explain-error' });

async function fillPlan(user: User, instalments: string, total: string) {
  await chooseOption(user, 'Instalments', instalments);
  await user.type(field('Plan total'), total);
}

describe("the product form's payment plan", () => {
  it('sends the instalments and the plan total with a new product', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    expect(screen.getByRole('group', { name: 'Payment plan' })).toBeInTheDocument();
    await fillPlan(user, '3', '210');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    expect(shop.json('/api/products')).toEqual([expect.objectContaining({ planInstalments: 3, planTotal: '210' })]);
  });

  it('asks for both fields or neither, and sends nothing until then', async () => {
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    await chooseOption(user, 'Instalments', '3');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Please give the plan total')).toBeInTheDocument();
    await chooseOption(user, 'Instalments', 'None');
    await user.type(field('Plan total'), 'lots');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Please choose the number of instalments')).toBeInTheDocument();
    expect(await fieldError('Plan total must be an amount such as 297 or 297.50')).toBeInTheDocument();
    expect(shop.calls('/api/products')).toHaveLength(0);
  });

  it("shows the server's refusal of a plan, and its message on the field it names", async () => {
    shop.handler = (req, res) => {
      if (req.path !== '/api/products' || req.method !== 'POST') return;
      const body = JSON.parse(req.body) as { planTotal: string };
      if (body.planTotal === '1') return sendJson(res, 400, { statusCode: 400, message: TOO_SMALL });
      const message = 'Plan total must be an amount such as 297 or 297.50';
      sendJson(res, 400, { statusCode: 400, message, errors: [{ field: 'planTotal', message }] });
    };
    const { user } = await openProductManager(shop);
    await fillBasics(user);
    await fillPlan(user, '4', '1');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(TOO_SMALL);
    expect(field('Plan total')).toHaveValue('1');

    await user.type(field('Plan total'), '00000');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Plan total must be an amount such as 297 or 297.50')).toBeInTheDocument();
  });

  it("loads a product's plan to edit it, and None takes the plan away", async () => {
    shop.products = [makeProduct({ id: 8, title: 'Leading Through Change', plan: makePlan(3, 21000) })];
    const { user } = await openProductManager(shop);
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Products' })).getByRole('button', { name: /Edit/ }),
    );
    expect(screen.getByRole('combobox', { name: 'Instalments' }).closest('.ant-select')).toHaveTextContent('3');
    expect(field('Plan total')).toHaveValue('210');
    await chooseOption(user, 'Instalments', 'None');
    await user.clear(field('Plan total'));
    await user.click(screen.getByRole('button', { name: /Update Product/ }));
    expect(await notifications().findByText('Product Updated')).toBeInTheDocument();
    expect(shop.json('/api/products/8', 'PATCH')).toEqual([
      expect.objectContaining({ planInstalments: null, planTotal: null }),
    ]);
  });

  it('has no plan for a membership, which is never bought through the checkout', async () => {
    const { user } = await openProductManager(shop);
    await chooseOption(user, 'Type', 'Membership');
    await waitFor(() => expect(screen.queryByLabelText('Instalments')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Payment plan' })).not.toBeInTheDocument();
  });
});
