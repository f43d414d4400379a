import type { MembershipPaymentFormDto, MyMembershipDto } from '../api';

// What a membership's card forms share, whichever the provider (the site's test card form, Stripe
// Elements): the button's words, the words of a failure, and what a confirmed form hands back.

export const CARD_FAILED = 'Your card could not be confirmed. Please try again.';
export const CARD_FORM_FAILED = 'The card form could not be opened. Please try again.';
export const STRIPE_NOT_READY =
  'Memberships cannot be paid by card through Stripe on this site yet. Please try again later.';

// a form confirmed, once the membership shows it: the server's words, and the membership
export interface CardConfirmed {
  message: string;
  membership: MyMembershipDto;
}

// the button's words for what the form does: a trial's card, the first payment, or a new card
export function cardButtonLabel({ purpose, amount, amountCents }: MembershipPaymentFormDto): string {
  if (purpose === 'setup') return 'Start free trial';
  if (purpose === 'payment') return `Pay ${amount}`;
  return amountCents > 0 ? `Save card and pay ${amount}` : 'Save card';
}
