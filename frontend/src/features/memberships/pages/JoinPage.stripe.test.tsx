import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripe, PAYMENT_ELEMENT } from '../../../test/fake-stripe';
import { renderAt } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { PROCESSING, STILL_SETTLING } from '../components/StripeSettling';
import { SETTLE_POLL_MS, SETTLE_WAIT_MS } from '../lib/use-settled-membership';
import { billWithStripe, deliverStripeWebhook, makeTier, setupMembershipsApi } from '../test/memberships-api';
import { JoinPage } from './JoinPage';

// Stripe's SDK at its module boundary (Stripe.js comes from Stripe's servers)
vi.mock('@stripe/stripe-js', () => import('../../../test/fake-stripe'));
vi.mock('@stripe/react-stripe-js', () => import('../../../test/fake-stripe'));

const memberships = setupMembershipsApi();
// long enough for the membership to be read again after Stripe's webhook
const AFTER_A_POLL = { timeout: SETTLE_POLL_MS * 4 };
const RETURN_URL = `${window.location.origin}/account?tab=membership`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T12:00:00.000Z'));
  fakeStripe.reset();
  billWithStripe(memberships);
  memberships.auth.signIn();
});
afterEach(() => vi.useRealTimers());

const openJoin = () => renderAt(<JoinPage />, '/join/inner-circle', { path: '/join/:slug' });
const reads = () => memberships.auth.calls('/api/account/membership', 'GET').length;

// Starts joining with `start`, finds Stripe's Payment Element for the form's client secret and
// confirms it with `pay`: Processing... Stripe's webhook arrives once the page has read the
// membership again after Stripe confirmed (and found it still waiting): only a later read shows it
// started, and the member goes on to their membership.
async function joinWithStripe(start: string, secret: string, pay: string) {
  const { user } = openJoin();
  await user.click(await screen.findByRole('button', { name: start }));
  expect(await screen.findByText(PAYMENT_ELEMENT)).toBeInTheDocument();
  expect(fakeStripe.clientSecret).toBe(secret);
  const readsBefore = reads();
  await user.click(screen.getByRole('button', { name: pay }));
  expect(await screen.findByText(PROCESSING)).toBeInTheDocument();
  const waiting = screen.getByRole('status').textContent;

  await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  expect(memberships.membership).toMatchObject({ status: 'incomplete' });
  deliverStripeWebhook(memberships);
  expect(await screen.findByText('account page at /account?tab=membership', {}, AFTER_A_POLL)).toBeInTheDocument();
  expect(notifications().getByText('Welcome to Inner Circle')).toBeInTheDocument();
  expect(notifications().getByText('Welcome! Your membership has started.')).toBeInTheDocument();
  return waiting;
}

const confirmedWith = expect.objectContaining({ confirmParams: { return_url: RETURN_URL }, redirect: 'if_required' });

describe('the join page with Stripe', () => {
  it("pays the first month with Stripe Elements, then says Processing... until Stripe's webhook starts it", async () => {
    memberships.tiers = [makeTier({ trialDays: 0 })];
    const waiting = await joinWithStripe('Continue to payment', 'stripe_membership_900_payment', 'Pay $19');
    expect(waiting).toContain('Your membership starts as soon as Stripe tells us');
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith(confirmedWith);
    expect(fakeStripe.confirmSetup).not.toHaveBeenCalled();
    expect(memberships.membership).toMatchObject({ status: 'active' });
  });

  it("saves a trial's card with a Stripe setup, and starts the trial once Stripe's webhook arrives", async () => {
    const waiting = await joinWithStripe(
      'Continue to your free trial',
      'stripe_membership_900_setup',
      'Start free trial',
    );
    expect(waiting).toContain('Your free trial starts as soon as Stripe tells us');
    expect(fakeStripe.confirmSetup).toHaveBeenCalledWith(confirmedWith);
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
    expect(memberships.membership).toMatchObject({ status: 'trialing' });
  });

  it("says Stripe's own message when it declines the card, and keeps the form to try another", async () => {
    memberships.tiers = [makeTier({ trialDays: 0 })];
    fakeStripe.decline('Your card has insufficient funds.');
    const { user } = openJoin();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $19' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();
    expect(memberships.membership).toMatchObject({ status: 'incomplete' });

    // another card: Stripe confirms it this time
    await user.click(screen.getByRole('button', { name: 'Pay $19' }));
    expect(await screen.findByText(PROCESSING)).toBeInTheDocument();
    expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('says where the membership will show when Stripe has not told the server within the wait, and stops reading', async () => {
    // the page's timers too, run on by the test (and with the real time between)
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    memberships.tiers = [makeTier({ trialDays: 0 })];
    const { user } = openJoin();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $19' }));
    expect(await screen.findByText(PROCESSING)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SETTLE_WAIT_MS));
    expect(await screen.findByText(STILL_SETTLING.payment)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your membership' })).toHaveAttribute('href', '/account?tab=membership');
    const readsThen = reads();
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_POLL_MS * 3));
    expect(reads()).toBeLessThanOrEqual(readsThen + 1);
  });
});
