import type { AdminTab } from '../../admin';

// The admin page's Memberships tab (antd, loaded with the admin page alone): the tiers' prices,
// trials and benefits, the members, the figures (MRR, new and churned) and the billing settings;
// the Overview's members card and Analytics' members of a range of days.
export const membershipsAdminTabs: AdminTab[] = [
  {
    key: 'memberships',
    label: 'Memberships',
    group: 'Sales',
    order: 105,
    load: () => import('./MembershipsTab').then((m) => m.MembershipsTab),
  },
];
export { MembersCard } from './MembersCard';
export { MembersInRange } from './MembersInRange';
