import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { makeProduct } from '../shop/test/shop-api';
import { MEMBERSHIP_TAB_PATH } from './paths';
import { setupMembershipsApi, tierProduct } from './test/memberships-api';

const memberships = setupMembershipsApi();
const { shop } = memberships;

const titles = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

// The membership product type on the shop's pages: its filter, its card and its Join.
describe('a membership tier in the shop', () => {
  it('has its filter, its price and a Join button that leads to its join page, not the checkout', async () => {
    shop.products = [tierProduct(), makeProduct({ id: 41, title: 'The Workbook' })];
    const { user } = renderApp('/products');
    const card = await screen.findByRole('article', { name: 'Inner Circle' });
    // the filter of the type registered last, after the others
    const filters = within(screen.getByRole('group', { name: 'Filter products' })).getAllByRole('button');
    expect(filters.at(-1)).toHaveTextContent('Memberships');
    expect(within(card).getByText('$19')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join/inner-circle');

    await user.click(screen.getByRole('button', { name: 'Memberships' }));
    await waitFor(() => expect(titles()).toEqual(['Inner Circle']));
    const asked = shop.auth.server.requests.filter((r) => r.path.startsWith('/api/products?'));
    expect(asked.map((r) => new URLSearchParams(r.path.split('?')[1]).get('type'))).toContain('membership');
  });

  it('says on its page what a member gets, with Join', async () => {
    renderApp('/products/inner-circle');
    const includes = await screen.findByRole('region', { name: 'What you get' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Members-only posts and benefits', 'Renews until you cancel it']);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join/inner-circle');
  });

  it("says a member owns their tier, and leads to the account's Membership tab", async () => {
    shop.signIn();
    // the server's owned products: the tier of the account's live membership
    shop.owned = [tierProduct().id];
    renderApp('/products/inner-circle');
    const manage = await screen.findByRole('link', { name: 'Manage your membership' });
    expect(manage).toHaveAttribute('href', MEMBERSHIP_TAB_PATH);
    expect(screen.getByText('You own this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });
});
