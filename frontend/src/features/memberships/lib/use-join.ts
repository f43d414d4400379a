import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast';
import { type BillingInterval, type MembershipPaymentFormDto, type TierDto, useJoinMembershipMutation } from '../api';
import type { CardConfirmed } from './card-forms';
import { MEMBERSHIP_TAB_PATH } from '../paths';
import { useRequest } from './use-request';

export const JOIN_FAILED = 'Joining could not be started. Please try again in a moment.';

// Joining a tier: the interval chosen (monthly when the tier has a monthly price), then the
// account's membership waiting for its card (POST /api/account/membership: its payment form),
// then, once the card is confirmed, the account's Membership tab with a welcome.
export function useJoin(tier: TierDto) {
  const navigate = useNavigate();
  const [join] = useJoinMembershipMutation();
  const request = useRequest();
  const [interval, chooseInterval] = useState<BillingInterval>(tier.monthlyPrice ? 'month' : 'year');
  const [form, setForm] = useState<MembershipPaymentFormDto | null>(null);

  const start = async () => {
    const chooseTierDto = { tierId: tier.id, interval };
    const answer = await request.run(() => join({ chooseTierDto }).unwrap(), JOIN_FAILED);
    if (answer) setForm(answer);
  };
  const joined = ({ message }: CardConfirmed) => {
    toast({ title: `Welcome to ${tier.title}`, description: message });
    void navigate(MEMBERSHIP_TAB_PATH);
  };
  return {
    interval,
    chooseInterval,
    form,
    // back to the choice of interval (the membership waits, unpaid, for the next start)
    back: () => setForm(null),
    start: () => void start(),
    starting: request.busy,
    refusal: request.refusal,
    joined,
  };
}

export type Joining = ReturnType<typeof useJoin>;
