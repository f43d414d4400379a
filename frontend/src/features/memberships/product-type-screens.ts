import type { ProductTypeScreens } from '../shop';
import { MembershipTab } from './components/MembershipTab';
import { PlansTab } from './plans/PlansTab';

// A membership's screens: Account → Membership, Account → Payment plans (any product bought in
// instalments: memberships bills them), and in the product manager the way to the tier's prices,
// trial and benefits (the admin's Memberships tab).
export const membershipScreens: ProductTypeScreens = {
  accountTab: [
    { key: 'membership', label: 'Membership', Tab: MembershipTab },
    { key: 'plans', label: 'Payment plans', Tab: PlansTab },
  ],
  builder: { label: 'Tier settings', path: () => '/admin?tab=memberships' },
};
