// The admin's Site tab (antd), and the site's time zone the other admin tabs read: imported by the
// admin page alone, so the public pages never load them.
export { SiteTab } from './SiteTab';
export { useSiteTimeZone } from './site-time-zone';
