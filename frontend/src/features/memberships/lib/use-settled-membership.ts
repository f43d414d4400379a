import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type MembershipPaymentFormDto, type MyMembershipDto, useGetMyMembershipQuery } from '../api';
import type { CardConfirmed } from './card-forms';
import { givesAccess } from './membership-words';

// the server's own words for each outcome (the offline form's answers say the same)
export const STARTED = 'Welcome! Your membership has started.';
export const CARD_SAVED = 'Your card is saved.';
export const PAID_AGAIN = 'Your card is saved and your payment is in: your membership is active again.';

// How often, and how long at most, the membership is read again once Stripe has confirmed.
export const SETTLE_POLL_MS = 1500;
export const SETTLE_WAIT_MS = 18_000;

const sameCard = (a: MyMembershipDto['card'], b: MyMembershipDto['card']) =>
  a?.brand === b?.brand && a?.last4 === b?.last4;

// What the server's membership says of a form Stripe confirmed: the outcome's words once it shows
// it (joining: the trial or the first period started; a new card: the card, or a past due
// membership paid again), else null.
export function settledWords(form: MembershipPaymentFormDto, now: MyMembershipDto | null | undefined) {
  if (!now) return null;
  if (form.purpose !== 'card') return givesAccess(now) ? STARTED : null;
  const before = form.membership;
  if (before.status === 'past_due') return now.status === 'active' ? PAID_AGAIN : null;
  return sameCard(before.card, now.card) ? null : CARD_SAVED;
}

// After Stripe confirmed a form in the browser, the membership changes only when Stripe's webhook
// reaches the server: from `confirmed` on, the membership is read at once and then every
// SETTLE_POLL_MS until it shows the change (then `onSettled`), for SETTLE_WAIT_MS at most. It
// answers whether the wait is over with no change shown.
export function useSettledMembership(
  form: MembershipPaymentFormDto,
  confirmed: boolean,
  onSettled: (result: CardConfirmed) => void,
) {
  // a read made since Stripe confirmed has come back (the answer cached before says nothing)
  const [fresh, setFresh] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // settled once: the screen goes on (to the account, or the dialog closes) and the reads end with it
  const settled = useRef(false);
  const polling = confirmed && !timedOut;
  const mine = useGetMyMembershipQuery(undefined, { pollingInterval: polling ? SETTLE_POLL_MS : 0 });
  const membership = mine.data?.membership;
  const words = fresh ? settledWords(form, membership) : null;

  const readAgain = useEffectEvent(() => void mine.refetch().then(() => setFresh(true)));
  useEffect(() => {
    if (!confirmed) return;
    readAgain();
    const timer = setTimeout(() => setTimedOut(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const settle = useEffectEvent((message: string, now: MyMembershipDto) => {
    if (settled.current) return;
    settled.current = true;
    onSettled({ message, membership: now });
  });
  useEffect(() => {
    if (words && membership) settle(words, membership);
  }, [words, membership]);

  return confirmed && !words && timedOut;
}
