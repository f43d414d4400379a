import type { ProductTypeScreens } from '../shop';
import { MembershipTab } from './components/MembershipTab';

// A membership's screens: Account → Membership, and in the product manager the way to the tier's
// prices, trial and benefits (the admin's Memberships tab).
export const membershipScreens: ProductTypeScreens = {
  accountTab: { key: 'membership', label: 'Membership', Tab: MembershipTab },
  builder: { label: 'Tier settings', path: () => '/admin?tab=memberships' },
};
