// The admin's Site tab (antd): imported by the admin page alone, so the public pages never load it.
export { SiteTab } from './SiteTab';
