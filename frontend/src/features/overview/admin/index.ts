import type { AdminTab } from '../../admin';

// The admin page's home, its first tab: the site's counts and how its own work is going (antd,
// loaded with the admin page alone).
export const overviewAdminTabs: AdminTab[] = [
  { key: 'overview', label: 'Overview', order: 0, load: () => import('./OverviewTab').then((m) => m.OverviewTab) },
];
