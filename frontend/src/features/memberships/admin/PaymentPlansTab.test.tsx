import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/test-api';
import { chooseOption } from '../test/choose-option';
import { DEC_31, makeAdminPlan, setupPlansApi } from '../test/plans-api';

const plans = setupPlansApi();

const ADA = makeAdminPlan();
const BO = makeAdminPlan({
  id: 6,
  title: 'Founder Foundations',
  status: 'past_due',
  nextDueAt: DEC_31,
  customer: { id: 41, name: 'Bo Brown', email: 'bo@example.com' },
});
const GONE = makeAdminPlan({
  id: 7,
  status: 'completed',
  paid: '$210',
  outstanding: '$0',
  nextDueAt: null,
  nextAmount: null,
  customer: null,
});

// /admin?tab=plans for the owner, once the plans show
async function openTab() {
  plans.adminPlans = [ADA, BO, GONE];
  plans.shop.signIn(makeUser({ role: 'admin', firstName: 'Jane' }));
  const view = renderApp('/admin?tab=plans');
  const table = await screen.findByRole('table', { name: 'Payment plans' });
  await within(table).findByText('Ada Lovelace');
  return { ...view, table: within(table) };
}

const figure = (title: string) => screen.getByRole('group', { name: title });
const shownRows = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
const asked = () =>
  plans.shop.auth.server.requests.filter((r) => r.path.startsWith('/api/admin/plans')).map((r) => r.path);

describe("the admin's Payment plans tab", () => {
  it('lists every plan with its buyer, status, what is paid and owed, and the totals', async () => {
    const { table } = await openTab();
    expect(screen.getByRole('link', { name: 'Payment plans' })).toHaveAttribute('aria-current', 'page');
    expect(shownRows(table)).toEqual([
      ['Ada Lovelaceada@example.com', 'Leadership Program', 'Active', '$70 of $210', '$140', 'December 30, 2026: $70'],
      ['Bo Brownbo@example.com', 'Founder Foundations', 'Past due', '$70 of $210', '$140', 'December 31, 2026: $70'],
      ['Deleted account', 'Leadership Program', 'Paid in full', '$210 of $210', '$0', '–'],
    ]);
    expect(figure('Paid')).toHaveTextContent('$350');
    expect(figure('Outstanding')).toHaveTextContent('$280');
  });

  it('filters by status on the server, with the totals of what is shown', async () => {
    const { user, table } = await openTab();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Past due');
    await waitFor(() => expect(table.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(table.getByText('Bo Brown')).toBeInTheDocument();
    await waitFor(() => expect(figure('Paid')).toHaveTextContent('$70'));
    expect(figure('Outstanding')).toHaveTextContent('$140');
    expect(asked()).toContain('/api/admin/plans?status=past_due');
  });

  it("searches the buyer's name or address and the product's title on the server", async () => {
    const { user, table } = await openTab();
    await user.type(screen.getByRole('searchbox', { name: 'Search payment plans by buyer or product' }), ' founder ');
    await waitFor(() => expect(table.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(shownRows(table).map((row: (string | null)[]) => row[1])).toEqual(['Founder Foundations']);
    expect(asked()).toContain('/api/admin/plans?search=founder');
  });
});
