import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import type { PlanDto } from './api';
import {
  DECLINED,
  DECLINED_CARD,
  makeBuyerPlan,
  paidInFullPlan,
  PAYING_CARD,
  pastDuePlan,
  RECOVERED,
  setupPlansApi,
} from '../test/plans-api';
import { NO_PLANS } from './PlansTab';

const plans = setupPlansApi();

// Account → Payment plans at the address the plans' mails link to, once the plans show
async function openTab(...shown: PlanDto[]) {
  plans.plans = shown;
  plans.shop.signIn();
  const view = renderApp('/account?tab=plans');
  expect(await screen.findByRole('tab', { name: 'Payment plans' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByText(shown.length ? /^Paid \$/ : NO_PLANS);
  return view;
}

// a plan's card, by its title
const planNamed = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('.plan-card') as HTMLElement);
const rows = (plan: ReturnType<typeof planNamed>) =>
  plan.getAllByRole('row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('Account → Payment plans', () => {
  it('shows an active plan: its status, what is paid, the schedule and the card', async () => {
    await openTab(makeBuyerPlan());
    const plan = planNamed('Leadership Program');
    expect(plan.getByText('Active')).toBeInTheDocument();
    expect(plan.getByText('Paid $70 of $210')).toBeInTheDocument();
    expect(plan.getByText(/Next payment: \$70 on December 30, 2026/)).toBeInTheDocument();
    expect(rows(plan).slice(1)).toEqual([
      ['1 of 3', '$70', 'Paid on November 30, 2026'],
      ['2 of 3', '$70', 'Due December 30, 2026'],
      ['3 of 3', '$70', 'Due January 30, 2027'],
    ]);
    expect(plan.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Update card' })).toBeInTheDocument();
    expect(plan.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns of a failed payment, and Update card pays it: a declined card first, then one that pays', async () => {
    const { user } = await openTab(pastDuePlan());
    const plan = planNamed('Leadership Program');
    expect(plan.getByText('Past due')).toBeInTheDocument();
    const warning = plan.getByRole('alert');
    expect(warning).toHaveTextContent('Your payment of $70 failed');
    expect(warning).toHaveTextContent(
      'Please update your card to keep access. We will try again on December 31, 2026.',
    );
    expect(rows(plan)[2]).toEqual(['2 of 3', '$70', 'Failed: Your card was declined.']);

    await user.click(plan.getByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    await user.type(await dialog.findByLabelText('Card number'), DECLINED_CARD);
    await user.click(dialog.getByRole('button', { name: /Save card and pay \$70/ }));
    expect(await dialog.findByText(DECLINED)).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Card number'));
    await user.type(dialog.getByLabelText('Card number'), PAYING_CARD);
    await user.click(dialog.getByRole('button', { name: /Save card and pay \$70/ }));
    expect(await notifications().findByText(RECOVERED)).toBeInTheDocument();
    expect(await plan.findByText('Active')).toBeInTheDocument();
    expect(plan.getByText('Paid $140 of $210')).toBeInTheDocument();
    expect(plan.queryByRole('alert')).not.toBeInTheDocument();
    expect(plans.shop.json('/api/account/plans/card/confirm')).toEqual([
      { clientSecret: 'offline_plan_5_1', cardNumber: DECLINED_CARD },
      { clientSecret: 'offline_plan_5_1', cardNumber: PAYING_CARD },
    ]);
  });

  it('says access is paused until the payment is made', async () => {
    await openTab(makeBuyerPlan({ status: 'paused', nextDueAt: null, pastDueSince: '2026-12-30T12:00:00.000Z' }));
    const plan = planNamed('Leadership Program');
    expect(plan.getByText('Paused')).toBeInTheDocument();
    expect(plan.getByRole('alert')).toHaveTextContent('Access is paused until the payment is made');
    expect(plan.getByRole('alert')).toHaveTextContent('Your payment of $70 is overdue.');
  });

  it('shows a plan paid in full without a card to update, and says when there is no plan', async () => {
    const view = await openTab(paidInFullPlan());
    const plan = planNamed('Founder Foundations');
    expect(plan.getByText('Paid in full')).toBeInTheDocument();
    expect(plan.getByText('Paid $210 of $210')).toBeInTheDocument();
    expect(rows(plan)[3]).toEqual(['3 of 3', '$70', 'Paid on January 30, 2027']);
    expect(plan.queryByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
    expect(plan.queryByText(/Next payment/)).not.toBeInTheDocument();
    view.unmount();
    await openTab();
    expect(screen.getByText(NO_PLANS)).toBeInTheDocument();
  });
});
