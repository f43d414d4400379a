import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { SETTLE_POLL_MS, SETTLE_WAIT_MS } from '../lib/use-settled-membership';
import { type PlanDto, plansApi, useListMyPlansQuery } from './api';
import { isOverdue } from './plan-words';

// the server's own words for each outcome of a new card (the offline form's answers say the same)
export const PLAN_CARD_SAVED = 'Your card is saved.';
export const PLAN_RECOVERED = 'Your card is saved and your payment is in: your plan is back on schedule.';
export const PLAN_RESUMED = 'Your card is saved and your payment is in: your access is open again.';
export const PLAN_COMPLETED = 'Your card is saved and your last payment is in: your plan is paid in full.';

const sameCard = (a: PlanDto['card'], b: PlanDto['card']) => a?.brand === b?.brand && a?.last4 === b?.last4;

// What the server's plan says of a new card Stripe confirmed: the outcome's words once it shows it
// (an overdue plan: its payment made on the new card, so it is active again or paid in full; any
// other: the card), else null. A new card that declines what is owed changes nothing, as the same
// card saved again shows nothing new: both wait until the reads end.
export function settledPlanWords(before: PlanDto, now: PlanDto | undefined): string | null {
  if (!now) return null;
  if (isOverdue(before)) {
    if (now.status === 'completed') return PLAN_COMPLETED;
    if (now.status !== 'active') return null;
    return before.status === 'paused' ? PLAN_RESUMED : PLAN_RECOVERED;
  }
  return sameCard(before.card, now.card) ? null : PLAN_CARD_SAVED;
}

// After Stripe confirmed a plan's new card in the browser (`before`: the plan as it was then), the
// plan changes only when Stripe's webhook reaches the server: the plans are read at once and then
// every SETTLE_POLL_MS until the plan shows the change (then `onSettled` with the server's words;
// what an overdue plan had paused opens again, so the orders, downloads and courses are read
// again), for SETTLE_WAIT_MS at most. It answers whether the wait is over with no change shown.
export function useSettledPlan(before: PlanDto | null, onSettled: (message: string) => void) {
  const dispatch = useAppDispatch();
  // a read made since Stripe confirmed this card has come back (the answer cached before says
  // nothing), and the wait for it is over: each of a confirmation, so a card confirmed again after
  // an earlier wait ran out waits afresh
  const [freshFor, setFreshFor] = useState<PlanDto | null>(null);
  const [timedOutFor, setTimedOutFor] = useState<PlanDto | null>(null);
  const settled = useRef<PlanDto | null>(null);
  const timedOut = before !== null && timedOutFor === before;
  const polling = before !== null && !timedOut;
  const plans = useListMyPlansQuery(undefined, { pollingInterval: polling ? SETTLE_POLL_MS : 0 });
  const now = before && plans.data?.plans.find((p) => p.id === before.id);
  const words = before && freshFor === before ? settledPlanWords(before, now ?? undefined) : null;

  const readAgain = useEffectEvent((confirmed: PlanDto) => {
    void plans.refetch().then(() => setFreshFor(confirmed));
  });
  useEffect(() => {
    if (!before) return;
    readAgain(before);
    const timer = setTimeout(() => setTimedOutFor(before), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [before]);

  const settle = useEffectEvent((message: string) => {
    if (!before || settled.current === before) return;
    settled.current = before;
    if (isOverdue(before)) dispatch(plansApi.util.invalidateTags(['Order', 'Download', 'Course']));
    onSettled(message);
  });
  useEffect(() => {
    if (words) settle(words);
  }, [words]);

  return !words && timedOut;
}
