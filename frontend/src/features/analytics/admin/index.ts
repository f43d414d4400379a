import type { AdminTab } from '../../admin';

// The owner's analytics (antd), imported by the admin page alone, so the public pages never load
// them: the Analytics tab (visitors, page views, sources and what they brought, issue 34) and the
// Overview's visitors card.
export const analyticsAdminTabs: AdminTab[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    group: 'Audience',
    order: 70,
    load: () => import('./AnalyticsTab').then((m) => m.AnalyticsTab),
  },
];
export { VisitorsCard } from './VisitorsCard';
