import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe, PAYMENT_ELEMENT } from '../../../test/fake-stripe';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { PAID_AGAIN, SETTLE_POLL_MS } from '../lib/use-settled-membership';
import {
  billWithStripe,
  deliverStripeWebhook,
  GRACE_END,
  makeMembership,
  PERIOD_START,
  setupMembershipsApi,
} from '../test/memberships-api';
import { PROCESSING } from './StripeSettling';

// Stripe's SDK at its module boundary (Stripe.js comes from Stripe's servers)
vi.mock('@stripe/stripe-js', () => import('../../../test/fake-stripe'));
vi.mock('@stripe/react-stripe-js', () => import('../../../test/fake-stripe'));

const memberships = setupMembershipsApi();
const AFTER_A_POLL = { timeout: SETTLE_POLL_MS * 4 };
const reads = () => memberships.auth.calls('/api/account/membership', 'GET').length;
const panel = () => within(screen.getByRole('tabpanel'));

beforeEach(() => {
  fakeStripe.reset();
  billWithStripe(memberships);
});

// Account → Membership with Update card's dialog open on Stripe's form
async function openUpdateCard(membership = makeMembership()) {
  memberships.membership = membership;
  memberships.auth.signIn();
  const { user } = renderApp('/account?tab=membership');
  await user.click((await screen.findAllByRole('button', { name: 'Update card' }))[0]);
  const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
  expect(await dialog.findByText(PAYMENT_ELEMENT)).toBeInTheDocument();
  expect(fakeStripe.clientSecret).toBe('stripe_membership_900_card');
  return { user, dialog };
}

// confirms Stripe's form, and Stripe's webhook arrives once the page has read the membership again
async function confirmWithStripe(user: Awaited<ReturnType<typeof openUpdateCard>>['user'], button: string) {
  const readsBefore = reads();
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(PROCESSING)).toBeInTheDocument();
  expect(fakeStripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
  await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  deliverStripeWebhook(memberships);
}

describe('Update card with Stripe', () => {
  it("saves the new card with a Stripe setup, and shows it once Stripe's webhook has saved it", async () => {
    const { user, dialog } = await openUpdateCard();
    await confirmWithStripe(user, 'Save card');
    expect(dialog.getByRole('status')).toHaveTextContent('It shows on your membership as soon as Stripe tells us.');

    expect(await notifications().findByText('Card updated', {}, AFTER_A_POLL)).toBeInTheDocument();
    expect(notifications().getByText('Your card is saved.')).toBeInTheDocument();
    expect(panel().getByText(/Mastercard ending in 4444/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update card' })).not.toBeInTheDocument();
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('pays a past due membership again on the new card: active once Stripe says the payment is in', async () => {
    const pastDue = { status: 'past_due', pastDueSince: PERIOD_START, accessUntil: GRACE_END } as const;
    const { user } = await openUpdateCard(makeMembership(pastDue));
    await confirmWithStripe(user, 'Save card and pay $19');

    expect(await notifications().findByText(PAID_AGAIN, {}, AFTER_A_POLL)).toBeInTheDocument();
    expect(await panel().findByText('Active', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it("says Stripe's message when it refuses the new card, and saves nothing", async () => {
    fakeStripe.decline('Your card was declined.');
    const { user, dialog } = await openUpdateCard();
    await user.click(dialog.getByRole('button', { name: 'Save card' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(dialog.queryByText(PROCESSING)).not.toBeInTheDocument();
    expect(memberships.membership?.card).toEqual({ brand: 'Visa', last4: '4242' });
  });
});
