import type { AdminTab } from '../../admin';

// The admin page's Memberships tab (antd, loaded with the admin page alone): the tiers' prices,
// trials and benefits, the members, the figures (MRR, new and churned) and the billing settings;
// its Payment plans tab; the Overview's members card and Analytics' members of a range of days.
export const membershipsAdminTabs: AdminTab[] = [
  {
    key: 'memberships',
    label: 'Memberships',
    group: 'Sales',
    order: 105,
    load: () => import('./MembershipsTab').then((m) => m.MembershipsTab),
  },
  // the products bought in instalments (memberships bills the later ones)
  {
    key: 'plans',
    label: 'Payment plans',
    group: 'Sales',
    order: 107,
    load: () => import('./PaymentPlansTab').then((m) => m.PaymentPlansTab),
  },
];
export { MembersCard } from './MembersCard';
export { MembersInRange } from './MembersInRange';
