import { useState } from 'react';
import {
  type BillingInterval,
  type MyMembershipDto,
  type TierDto,
  useChangeMyMembershipMutation,
  useListMembershipTiersQuery,
  usePreviewMembershipChangeQuery,
} from '../api';
import { useRequest } from './use-request';

export const CHANGE_FAILED = 'Your membership could not be changed. Please try again.';

// an interval the tier has a price for: the one asked if it has, else its other
const offered = (tier: TierDto | undefined, interval: BillingInterval): BillingInterval => {
  if (!tier) return interval;
  const price = interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice;
  return price ? interval : interval === 'month' ? 'year' : 'month';
};

// Change tier: the tier and interval chosen (the member's own to begin with), the server's preview
// of what the change charges now or credits (GET …/change) once they differ, then the change.
export function useTierChange(membership: MyMembershipDto) {
  const tiers = useListMembershipTiersQuery().data ?? [];
  const [choice, setChoice] = useState({ tierId: membership.tier.id, interval: membership.interval });
  const changed = choice.tierId !== membership.tier.id || choice.interval !== membership.interval;
  const preview = usePreviewMembershipChangeQuery(choice, { skip: !changed, refetchOnMountOrArgChange: true });
  const [change] = useChangeMyMembershipMutation();
  const request = useRequest();
  const tierOf = (tierId: number) => tiers.find((tier) => tier.id === tierId);
  return {
    tiers,
    choice,
    tier: tierOf(choice.tierId),
    chooseTier: (tierId: number) => setChoice({ tierId, interval: offered(tierOf(tierId), choice.interval) }),
    chooseInterval: (interval: BillingInterval) => setChoice({ ...choice, interval }),
    changed,
    preview,
    confirm: () => request.run(() => change({ chooseTierDto: choice }).unwrap(), CHANGE_FAILED),
    busy: request.busy,
    refusal: request.refusal,
  };
}

export type TierChange = ReturnType<typeof useTierChange>;
