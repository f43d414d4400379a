import type { AdminTab } from '../../admin';

// The admin page's Site tab (antd, loaded with the admin page alone): the owner's site settings
// (issue 20).
export const siteAdminTabs: AdminTab[] = [
  { key: 'site', label: 'Site', group: 'Settings', order: 110, load: () => import('./SiteTab').then((m) => m.SiteTab) },
];
// the site's time zone, which the other admin tabs read
export { useSiteTimeZone } from './site-time-zone';
