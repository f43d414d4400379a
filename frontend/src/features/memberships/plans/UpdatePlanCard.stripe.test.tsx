import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe, PAYMENT_ELEMENT } from '../../../test/fake-stripe';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { PROCESSING } from '../components/StripeSettling';
import { SETTLE_POLL_MS } from '../lib/use-settled-membership';
import {
  deliverPlanCardWebhook,
  makeBuyerPlan,
  pastDuePlan,
  pausedOnLastPlan,
  planCardsWithStripe,
  RECOVERED,
  SAVED,
  setupPlansApi,
} from '../test/plans-api';
import type { PlanDto } from './api';
import { PLAN_COMPLETED } from './use-settled-plan';

// Stripe's SDK at its module boundary (Stripe.js comes from Stripe's servers)
vi.mock('@stripe/stripe-js', () => import('../../../test/fake-stripe'));
vi.mock('@stripe/react-stripe-js', () => import('../../../test/fake-stripe'));

const plans = setupPlansApi();
const AFTER_A_POLL = { timeout: SETTLE_POLL_MS * 4 };
const reads = () => plans.shop.calls('/api/account/plans', 'GET').length;
const planNamed = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('.plan-card') as HTMLElement);

beforeEach(() => {
  fakeStripe.reset();
  planCardsWithStripe(plans);
});

// Account → Payment plans with the plan's Update card dialog open on Stripe's form
async function openUpdateCard(plan: PlanDto) {
  plans.plans = [plan];
  plans.shop.signIn();
  const { user } = renderApp('/account?tab=plans');
  await screen.findByText(/^Paid \$/);
  await user.click(planNamed(plan.title).getByRole('button', { name: 'Update card' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
  expect(await dialog.findByText(PAYMENT_ELEMENT)).toBeInTheDocument();
  expect(fakeStripe.clientSecret).toBe(`seti_plan_${plan.id}_1`);
  return { user, dialog };
}

// confirms Stripe's form, and Stripe's webhook arrives once the page has read the plans again
async function confirmWithStripe(
  user: Awaited<ReturnType<typeof openUpdateCard>>['user'],
  button: string,
  webhook: { declined?: boolean } = {},
) {
  const readsBefore = reads();
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(PROCESSING)).toBeInTheDocument();
  expect(fakeStripe.confirmSetup).toHaveBeenCalledWith(
    expect.objectContaining({
      confirmParams: { return_url: `${window.location.origin}/account?tab=plans` },
      redirect: 'if_required',
    }),
  );
  await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  deliverPlanCardWebhook(plans, webhook);
}

describe('Update card of a payment plan with Stripe', () => {
  it("saves the new card with a Stripe setup, and shows it once Stripe's webhook has saved it", async () => {
    const { user, dialog } = await openUpdateCard(makeBuyerPlan());
    await confirmWithStripe(user, 'Save card');
    expect(dialog.getByRole('status')).toHaveTextContent('It shows on your plan as soon as Stripe tells us.');

    expect(await notifications().findByText('Card updated', {}, AFTER_A_POLL)).toBeInTheDocument();
    expect(notifications().getByText(SAVED)).toBeInTheDocument();
    expect(planNamed('Leadership Program').getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update card' })).not.toBeInTheDocument();
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
    // the test card form's route is never asked with Stripe
    expect(plans.shop.calls('/api/account/plans/card/confirm')).toHaveLength(0);
  });

  it('pays a past due plan on the new card: active again once Stripe says the payment is in', async () => {
    const { user, dialog } = await openUpdateCard(pastDuePlan());
    await confirmWithStripe(user, 'Save card and pay $70');
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Your payment of $70 is made on it as soon as Stripe tells us',
    );

    expect(await notifications().findByText(RECOVERED, {}, AFTER_A_POLL)).toBeInTheDocument();
    const plan = planNamed('Leadership Program');
    expect(await plan.findByText('Active')).toBeInTheDocument();
    expect(plan.getByText('Paid $140 of $210')).toBeInTheDocument();
    expect(plan.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pays the last payment of a paused plan on the new card: paid in full, and says so', async () => {
    const { user } = await openUpdateCard(pausedOnLastPlan());
    await confirmWithStripe(user, 'Save card and pay $70');

    expect(await notifications().findByText(PLAN_COMPLETED, {}, AFTER_A_POLL)).toBeInTheDocument();
    const plan = planNamed('Leadership Program');
    expect(plan.getByText('Paid in full')).toBeInTheDocument();
    expect(plan.getByText('Paid $210 of $210')).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update card' })).not.toBeInTheDocument();
  });

  it('says no outcome while the plan shows none: the payment owed declined on the new card changes nothing', async () => {
    const { user } = await openUpdateCard(pastDuePlan());
    await confirmWithStripe(user, 'Save card and pay $70', { declined: true });
    const readsAfter = reads();
    await waitFor(() => expect(reads()).toBeGreaterThan(readsAfter), AFTER_A_POLL);
    expect(screen.getByText(PROCESSING)).toBeInTheDocument();
    expect(notifications().queryByText('Card updated')).not.toBeInTheDocument();
    expect(planNamed('Leadership Program').getByText('Past due')).toBeInTheDocument();
  });

  it("says Stripe's message when it refuses the new card, and saves nothing", async () => {
    fakeStripe.decline('Your card has insufficient funds.');
    const { user, dialog } = await openUpdateCard(pastDuePlan());
    await user.click(dialog.getByRole('button', { name: 'Save card and pay $70' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(dialog.queryByText(PROCESSING)).not.toBeInTheDocument();
    // the form stays, to try another card
    expect(dialog.getByRole('button', { name: 'Save card and pay $70' })).toBeEnabled();
    expect(plans.plans[0]).toMatchObject({ status: 'past_due', card: { brand: 'Visa', last4: '4242' } });
  });
});
