import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { chooseOption } from '../test/choose-option';
import { makeAdminTier, makeMember, NO_PRICE, setupMembershipsAdminApi } from '../test/memberships-admin-api';
import { NOT_SET_UP } from './TierForm';

const admin = setupMembershipsAdminApi();

// /admin?tab=memberships, on one of its own tabs once that shows
async function openTab(tab: 'Tiers' | 'Members' | 'Figures' | 'Settings') {
  admin.signInAdmin();
  const view = renderApp('/admin?tab=memberships');
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  return view;
}

// a tier's part of the Tiers tab, named by its title
const tierNamed = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement);
const asked = (path: string) =>
  admin.api.server.requests.filter((r) => r.path.startsWith(`${path}?`)).map((r) => r.path.split('?')[1]);

describe("the admin's Memberships tab", () => {
  it("saves a tier's prices, trial, benefits, paid e-mail and included products as a whole", async () => {
    const { user } = await openTab('Tiers');
    const tier = await tierNamed('Inner Circle');
    expect(tier.getByText('3 members')).toBeInTheDocument();
    await user.clear(tier.getByLabelText('Monthly price'));
    await user.type(tier.getByLabelText('Monthly price'), '24.50');
    await user.clear(tier.getByLabelText('Free trial (days)'));
    await user.type(tier.getByLabelText('Free trial (days)'), '14');
    await user.type(tier.getByLabelText('Benefits'), '\n\n  A monthly live Q&A ');
    await user.click(tier.getByRole('switch', { name: 'Paid edition of the daily e-mail' }));
    await chooseOption(user, tier.getByRole('combobox', { name: 'Included products' }), 'Founder Foundations');
    await user.click(tier.getByRole('button', { name: /Save Inner Circle/ }));

    expect(await notifications().findByText('“Inner Circle” is open to new members.')).toBeInTheDocument();
    expect(admin.json('/api/admin/memberships/tiers/60', 'PUT')).toEqual([
      {
        rank: 1,
        monthlyPrice: '24.50',
        yearlyPrice: '190',
        trialDays: 14,
        benefits: ['Every members-only post', 'A monthly live Q&A'],
        paidNewsletter: true,
        includedProductIds: [70],
      },
    ]);
    expect(tier.getByLabelText('Monthly price')).toHaveValue('24.50');
  });

  it("says a tier not set up yet, and the server's refusal of a tier without a price", async () => {
    admin.tiers = [makeAdminTier({ configured: false, rank: null, monthlyPrice: null, yearlyPrice: null })];
    const { user } = await openTab('Tiers');
    const tier = await tierNamed('Inner Circle');
    expect(tier.getByText(NOT_SET_UP)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product Manager' })).toHaveAttribute('href', '/product-manager');
    await user.click(tier.getByRole('button', { name: /Save Inner Circle/ }));
    expect(await tier.findByRole('alert')).toHaveTextContent(NO_PRICE);
  });

  it('lists the members, filtered by status on the server, with the CSV of what is shown', async () => {
    admin.members = [
      makeMember(),
      makeMember({
        id: 901,
        member: { id: 41, name: 'Bob Byte', email: 'bob@example.com' },
        status: 'past_due',
        pastDueSince: '2026-11-28T12:00:00.000Z',
      }),
    ];
    const { user } = await openTab('Members');
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Inner CircleActive$19 a month');
    expect(screen.getByRole('row', { name: /Bob Byte/ })).toHaveTextContent('Payment failed November 28, 2026');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Payment failed');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ada Lovelace/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Bob Byte/ })).toBeInTheDocument();
    expect(asked('/api/admin/memberships/members').at(-1)).toBe('limit=20&status=past_due');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/memberships/members.csv?status=past_due',
    );
  });

  it('shows the figures now, and the new and churned members of the period chosen', async () => {
    const { user } = await openTab('Figures');
    const figure = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(figure('Monthly recurring revenue')).toHaveTextContent('$114'));
    expect(figure('Active')).toHaveTextContent('5');
    expect(figure('Payment failed')).toHaveTextContent('1');
    expect(figure('New in 30 days')).toHaveTextContent('31');
    await user.click(screen.getByText('7 days'));
    await waitFor(() => expect(figure('New in 7 days')).toHaveTextContent('8'));
    expect(asked('/api/admin/memberships/figures')).toContain('from=2026-11-24&to=2026-11-30');
  });

  it('saves the settings, and moves the offline billing clock on', async () => {
    const { user } = await openTab('Settings');
    const grace = await screen.findByLabelText('Grace period (days)');
    await user.clear(grace);
    await user.type(grace, '10');
    await user.click(screen.getByLabelText('A digest of the day, at 08:00'));
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await notifications().findByText('Settings saved')).toBeInTheDocument();
    expect(admin.json('/api/admin/memberships/settings', 'PUT')).toEqual([{ graceDays: 10, ownerMail: 'digest' }]);

    const days = screen.getByLabelText('Move the billing clock on by');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Move the clock' }));
    expect(
      await screen.findByText(
        'The billing clock is now at December 30, 2026: 4 renewed, 1 failed, 0 ended; instalments: 2 paid, 1 failed, 0 paused.',
      ),
    ).toBeInTheDocument();
    expect(admin.json('/api/admin/memberships/clock')).toEqual([{ days: 30 }]);
  });

  it('has no billing clock when Stripe bills the memberships', async () => {
    admin.settings.provider = 'stripe';
    await openTab('Settings');
    expect(
      await screen.findByText('Memberships are billed through Stripe, which runs the renewals.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move the clock' })).not.toBeInTheDocument();
  });
});
