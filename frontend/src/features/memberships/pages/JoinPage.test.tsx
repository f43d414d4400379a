import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { error, notifications } from '../../../test/test-api';
import {
  ALREADY_MEMBER,
  DECLINED,
  DECLINED_CARD,
  makeMembership,
  makeTier,
  PAYING_CARD,
  setupMembershipsApi,
} from '../test/memberships-api';
import { JoinPage, TIER_CLOSED } from './JoinPage';

const memberships = setupMembershipsApi();
const STRIPE_PENDING = 'Memberships cannot be paid through Stripe on this server yet. Please try again later.';

// the day the tests run on: a 7-day trial started then ends on December 7, 2026
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const openJoin = (slug = 'inner-circle') => renderAt(<JoinPage />, `/join/${slug}`, { path: '/join/:slug' });

// types a card number into the test card form and submits it with its button
async function payWith(user: ReturnType<typeof openJoin>['user'], card: string, button: string) {
  const number = await screen.findByLabelText('Card number');
  await user.clear(number);
  await user.type(number, card);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('the join page', () => {
  it('shows the tier, its monthly and yearly prices with the saving, the trial, and asks a visitor to sign in', async () => {
    openJoin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inner Circle' })).toBeInTheDocument();
    expect(screen.getByText('Members-only posts and a monthly live call.')).toBeInTheDocument();
    const benefits = within(screen.getByRole('list', { name: 'Benefits' })).getAllByRole('listitem');
    expect(benefits.map((b) => b.textContent?.trim())).toEqual(['Every members-only post', 'A monthly live Q&A']);
    const billing = screen.getByRole('radiogroup', { name: 'Billing' });
    expect(within(billing).getByRole('radio', { name: 'Monthly $19 a month' })).toBeChecked();
    expect(within(billing).getByRole('radio', { name: 'Yearly $190 a year Save $38 a year' })).not.toBeChecked();
    expect(screen.getByText(/Start your 7-day free trial/)).toHaveTextContent(
      "Start your 7-day free trial: you won't be charged until December 7, 2026. Cancel before then and you pay nothing.",
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjoin%2Finner-circle',
    );
    // the login page opened on creating an account, with the same way back
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjoin%2Finner-circle&mode=signup',
    );
  });

  it('joins yearly with a free trial: a declined card is said, the paying one leads to the membership', async () => {
    memberships.auth.signIn();
    const { user } = openJoin();
    await user.click(await screen.findByText('Yearly'));
    await user.click(await screen.findByRole('button', { name: 'Continue to your free trial' }));
    await payWith(user, DECLINED_CARD, 'Start free trial');
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    expect(memberships.json('/api/account/membership')).toEqual([{ tierId: 60, interval: 'year' }]);

    await payWith(user, PAYING_CARD, 'Start free trial');
    expect(await screen.findByText('account page at /account?tab=membership')).toBeInTheDocument();
    expect(notifications().getByText('Welcome to Inner Circle')).toBeInTheDocument();
    expect(notifications().getByText('Welcome! Your membership has started.')).toBeInTheDocument();
    expect(memberships.membership).toMatchObject({ status: 'trialing', interval: 'year' });
  });

  it('pays the first month at once for a tier with no trial and one price', async () => {
    memberships.tiers = [makeTier({ yearlyPrice: null, trialDays: 0 })];
    memberships.auth.signIn();
    const { user } = openJoin();
    expect(await screen.findByText('a month')).toHaveTextContent('$19 a month');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await payWith(user, PAYING_CARD, 'Pay $19');
    expect(await screen.findByText('account page at /account?tab=membership')).toBeInTheDocument();
    expect(memberships.membership).toMatchObject({ status: 'active', interval: 'month' });
  });

  it('says when the trial was had before: the first payment is now', async () => {
    memberships.hadTrial = true;
    memberships.auth.signIn();
    const { user } = openJoin();
    await user.click(await screen.findByRole('button', { name: 'Continue to your free trial' }));
    expect(await screen.findByText('You have had a free trial before: the first payment is now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $19' })).toBeInTheDocument();
  });

  it("says the server's refusal to start, such as Stripe billing not being ready", async () => {
    memberships.auth.handler = (req, res) => {
      if (req.method === 'POST' && req.path === '/api/account/membership') error(res, 503, STRIPE_PENDING);
    };
    memberships.auth.signIn();
    const { user } = openJoin();
    await user.click(await screen.findByRole('button', { name: 'Continue to your free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_PENDING);
  });

  it('tells a member they are one already, and an unknown tier that it is not open', async () => {
    memberships.membership = makeMembership();
    memberships.auth.signIn();
    const view = openJoin();
    expect(await screen.findByText(ALREADY_MEMBER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
    view.unmount();
    openJoin('no-such-tier');
    expect(await screen.findByText(TIER_CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the memberships' })).toHaveAttribute(
      'href',
      '/products?type=membership',
    );
  });
});
