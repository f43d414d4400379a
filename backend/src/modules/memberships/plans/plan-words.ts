import type { PaymentPlanEntity } from '../../commerce';

// How plans are named to people and to the billing provider.

// "Payment 2 of 3 for Leadership Course"
export const paymentWords = (plan: Pick<PaymentPlanEntity, 'instalments' | 'title'>, number: number) =>
  `Payment ${number} of ${plan.instalments} for ${plan.title}`;

// The idempotency key of one attempt at an instalment: asked again (after a crash, by another
// replica), the provider answers the same charge.
export const attemptKey = (planId: number, number: number, attempt: number) =>
  `plan-${planId}:instalment:${number}:attempt:${attempt}`;

// the account page's Payment plans tab, where the buyer updates a plan's card
export const plansTabUrl = (publicUrl: string) => `${publicUrl}/account?tab=plans`;

// the key of an instalment owed charged on a new card Update card's provider form saved (Stripe's
// setup intent): its webhook delivered again asks the same charge
export const newCardKey = (planId: number, number: number, setupId: string) =>
  `plan-${planId}:instalment:${number}:card:${setupId}`;
