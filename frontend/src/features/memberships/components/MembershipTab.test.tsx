import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyMembershipDto } from '../api';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import {
  DECLINED,
  DECLINED_CARD,
  GRACE_END,
  makeMembership,
  PAYING_CARD,
  PERIOD_END,
  PERIOD_START,
  setupMembershipsApi,
  TRIAL_END,
} from '../test/memberships-api';
import { chooseOption } from '../test/choose-option';
import { NOT_A_MEMBER } from './MembershipTab';

const memberships = setupMembershipsApi();

// Account → Membership for the signed-in member, once their membership shows
async function openTab(membership: MyMembershipDto | null = makeMembership()) {
  memberships.membership = membership;
  memberships.auth.signIn();
  const view = renderApp('/account?tab=membership');
  expect(await screen.findByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByText(membership ? 'Status' : NOT_A_MEMBER);
  return view;
}

const panel = () => within(screen.getByRole('tabpanel'));

// the facts' value of a label ('Next renewal' → 'December 30, 2026: $19')
const fact = (label: string) =>
  panel().getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling;

describe('Account → Membership', () => {
  it.each([
    [
      'Trial',
      { status: 'trialing', trialEndsAt: TRIAL_END, nextRenewalAt: TRIAL_END },
      'Free trial',
      'Until December 7, 2026',
    ],
    ['Active', {}, 'Next renewal', 'December 30, 2026: $19'],
    [
      'Payment failed',
      {
        status: 'past_due',
        pastDueSince: PERIOD_START,
        accessUntil: GRACE_END,
        nextRenewalAt: '2026-12-03T12:00:00.000Z',
      },
      'Next try',
      'December 3, 2026: $19',
    ],
    ['Cancelling', { cancelAtPeriodEnd: true, nextRenewalAt: null }, 'Access', 'Until December 30, 2026, then it ends'],
    ['Ended', { status: 'cancelled', nextRenewalAt: null }, 'Ended', 'December 30, 2026'],
  ] as const)('says a membership is %s, with its price and days', async (words, overrides, label, value) => {
    await openTab(makeMembership(overrides as Partial<MyMembershipDto>));
    expect(panel().getByRole('heading', { name: 'Inner Circle' })).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent(words);
    expect(fact('Price')).toHaveTextContent('$19 a month');
    expect(fact(label)).toHaveTextContent(value);
  });

  it('shows the card, the receipts, and invites a visitor who is not a member to the memberships', async () => {
    const receipt = { id: 1, date: PERIOD_START, amount: '$19', amountCents: 1900, kind: 'renewal' as const };
    const view = await openTab(
      makeMembership({ receipts: [{ ...receipt, period: { start: PERIOD_START, end: PERIOD_END } }] }),
    );
    expect(panel().getByText('Visa ending in 4242')).toBeInTheDocument();
    const row = panel().getByRole('row', { name: /Renewal/ });
    expect(row).toHaveTextContent('November 30, 2026$19Renewal: November 30, 2026 to December 30, 2026');
    view.unmount();
    await openTab(null);
    expect(panel().getByRole('link', { name: 'See the memberships' })).toHaveAttribute(
      'href',
      '/products?type=membership',
    );
  });

  it('cancels after saying until when access lasts, then resumes', async () => {
    const { user } = await openTab();
    await user.click(panel().getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(dialog).toHaveTextContent('You keep access until December 30, 2026. Nothing more is charged.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await notifications().findByText('You keep access until December 30, 2026.')).toBeInTheDocument();
    expect(await panel().findByText('Cancelling', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(memberships.auth.calls('/api/account/membership/cancel')).toHaveLength(1);

    await user.click(panel().getByRole('button', { name: 'Resume membership' }));
    expect(await notifications().findByText('It renews on December 30, 2026: $19.')).toBeInTheDocument();
    expect(await panel().findByText('Active', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
  });

  it('changes tier after saying in words what the change costs', async () => {
    const { user } = await openTab();
    await user.click(panel().getByRole('button', { name: 'Change tier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your tier' }));
    expect(dialog.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    await chooseOption(user, dialog.getByRole('combobox', { name: 'Tier' }), 'Pro Circle');
    const preview = await dialog.findByRole('region', { name: 'What the change means' });
    expect(preview).toHaveTextContent('Charged now$5.50 to your Visa ending in 4242');
    expect(preview).toHaveTextContent('New price$29 a month');
    expect(preview).toHaveTextContent('Now. Your next renewal, on December 30, 2026, charges $29.');
    const asked = memberships.auth.server.requests.filter((r) => r.path.startsWith('/api/account/membership/change?'));
    expect(asked.map((r) => r.path)).toEqual(['/api/account/membership/change?tierId=61&interval=month']);

    await user.click(dialog.getByRole('button', { name: 'Confirm change' }));
    expect(await notifications().findByText('You are now a member of Pro Circle, $29 a month.')).toBeInTheDocument();
    expect(memberships.json('/api/account/membership/change')).toEqual([{ tierId: 61, interval: 'month' }]);
    expect(await panel().findByRole('heading', { name: 'Pro Circle' })).toBeInTheDocument();
  });

  it('warns a member whose payment failed, and a new card pays what is owed', async () => {
    const pastDue = { status: 'past_due' as const, pastDueSince: PERIOD_START, accessUntil: GRACE_END };
    const { user } = await openTab(makeMembership({ ...pastDue, nextRenewalAt: '2026-12-03T12:00:00.000Z' }));
    const warning = panel().getByText('Your last payment did not go through').closest('[role="alert"]') as HTMLElement;
    expect(warning).toHaveTextContent(
      'Please update your card to keep your membership. Your access ends on January 6, 2027 unless it is paid. We will try your card again on December 3, 2026.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    await user.type(await dialog.findByLabelText('Card number'), DECLINED_CARD);
    await user.click(dialog.getByRole('button', { name: 'Save card and pay $19' }));
    expect(await dialog.findByText(DECLINED)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Card number'));
    await user.type(dialog.getByLabelText('Card number'), PAYING_CARD);
    await user.click(dialog.getByRole('button', { name: 'Save card and pay $19' }));
    expect(await notifications().findByText('Card updated')).toBeInTheDocument();
    expect(await panel().findByText('Active', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(panel().queryByText('Your last payment did not go through')).not.toBeInTheDocument();
  });
});
