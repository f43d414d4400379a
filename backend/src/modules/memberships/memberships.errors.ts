// The messages of the memberships module, each a sentence a person can read.
export const MAX_BENEFITS = 12;
export const MAX_BENEFIT_LENGTH = 200;
export const MAX_INCLUDED_PRODUCTS = 50;
export const MAX_TRIAL_DAYS = 90;
export const MAX_GRACE_DAYS = 60;
export const MAX_CLOCK_DAYS = 400;
export const MAX_FIGURE_DAYS = 366;

const intervalWord = (interval: string) => (interval === 'year' ? 'yearly' : 'monthly');

export const MembershipErrors = {
  notInCart: 'A membership is joined from its page, not through the cart. Please remove it from your cart.',
  tierHasMembers:
    'This tier has or had members, so it cannot be deleted. Archive it instead: no one new can join, and its members stay.',
  // tiers
  productNotFound: 'This product does not exist.',
  notMembershipProduct: (title: string) =>
    `"${title}" is not a membership: only a product of the membership type can be a tier. Change its type first.`,
  noPrice: 'Please give a monthly price, a yearly price, or both.',
  priceFormat: (field: string) => `${field} must be an amount such as 19 or 19.50.`,
  rank: 'rank must be a whole number from 1 to 100.',
  trialDays: `trialDays must be a whole number from 0 to ${MAX_TRIAL_DAYS}.`,
  benefitsList: `benefits must be a list of at most ${MAX_BENEFITS} lines.`,
  benefitLine: `Each benefit must be text of at most ${MAX_BENEFIT_LENGTH} characters.`,
  paidNewsletter: 'paidNewsletter must be true or false.',
  includedList: `includedProductIds must be a list of at most ${MAX_INCLUDED_PRODUCTS} product ids.`,
  includedMissing: (id: number) => `Product #${id} does not exist. A tier can only include products of the shop.`,
  includesTier: (title: string) =>
    `"${title}" is a membership tier itself: a tier includes courses and other products, not tiers.`,
  // joining and paying
  tierId: 'tierId must be the id of a membership tier.',
  interval: "interval must be 'month' or 'year'.",
  tierNotFound: 'This membership tier does not exist.',
  tierClosed: 'This tier is no longer open to new members. Please choose another one.',
  intervalNotOffered: (interval: string) =>
    `This tier has no ${intervalWord(interval)} price. Please choose the other billing interval.`,
  alreadyMember: 'You are already a member. You can change your tier from your account.',
  notConfigured: 'Card payments are not configured on this server.',
  webhooksOff: 'Memberships cannot be paid on this server yet. Please try again later.',
  offlineOnly: 'This server takes payments through Stripe.',
  clientSecret: 'clientSecret must be the client secret of the payment form.',
  cardNumber: 'cardNumber must be a card number.',
  paymentNotFound: 'This payment could not be found. Please start again from the membership page.',
  notYourPayment: 'This payment belongs to another account.',
  formOutdated: 'This payment form is no longer open. Please start again from your account.',
  declined: 'Your card was declined. Use the test card 4242 4242 4242 4242.',
  // the member's membership
  noMembership: 'You have no membership.',
  notCancelling: 'Your membership is not set to end: there is nothing to resume.',
  hasEnded: 'Your membership has ended. You can join again from the membership page.',
  sameTier: 'You are already on this tier, billed this way.',
  changeWhilePastDue: 'Your last payment did not go through. Please update your card first, then change your tier.',
  changeWhileCancelling: 'Your membership is set to end. Please resume it first, then change your tier.',
  // the owner's
  clockDays: `days must be a whole number from 1 to ${MAX_CLOCK_DAYS}.`,
  clockInProduction: 'The billing clock cannot be moved in production.',
  clockWithStripe: 'The billing clock only moves with the offline provider.',
  graceDays: `graceDays must be a whole number from 0 to ${MAX_GRACE_DAYS}.`,
  ownerMail: "ownerMail must be 'each', 'digest' or 'none'.",
  statusFilter: (statuses: readonly string[]) => `status must be one of ${statuses.join(', ')}.`,
  dayFormat: (field: string) => `${field} must be a day written YYYY-MM-DD, such as 2026-03-01.`,
  figureDays: `Please choose at most ${MAX_FIGURE_DAYS} days, the last one not before the first.`,
} as const;
