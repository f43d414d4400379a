import type { AdminTab } from '../../admin';

// The admin page's Memberships tab (antd, loaded with the admin page alone): the tiers' prices,
// trials and benefits, the members, the figures (MRR, new and churned) and the billing settings.
export const membershipsAdminTabs: AdminTab[] = [
  {
    key: 'memberships',
    label: 'Memberships',
    group: 'Sales',
    order: 105,
    load: () => import('./MembershipsTab').then((m) => m.MembershipsTab),
  },
];
