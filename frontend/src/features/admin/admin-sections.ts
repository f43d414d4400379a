import { analyticsAdminTabs } from '../analytics/admin';
import { assistantAdminTabs } from '../assistant/admin';
import { auditAdminTabs } from '../audit/admin';
import { authAdminTabs } from '../auth/admin';
import { automationsAdminTabs } from '../automations/admin';
import { blogAdminTabs } from '../blog/admin';
import { commentsAdminTabs } from '../comments/admin';
import { bookingsAdminTabs } from '../bookings/admin';
import { contactAdminTabs } from '../contact/admin';
import { contentAdminTabs } from '../content/admin';
import { importsAdminTabs } from '../imports/admin';
import { legalAdminTabs } from '../legal/admin';
import { membershipsAdminTabs } from '../memberships/admin';
import { overviewAdminTabs } from '../overview/admin';
import { shopAdminTabs } from '../shop/admin';
import { siteAdminTabs } from '../site/admin';
import { webhooksAdminTabs } from '../webhooks/admin';
import { ADMIN_TAB_GROUPS, type AdminTab } from './admin-tab';

// The admin's sections (spec section 2, Admin, and the ones added since): every feature's tabs, in
// their order, each opened by /admin?tab={key}.
export const ADMIN_SECTIONS: readonly AdminTab[] = [
  overviewAdminTabs,
  blogAdminTabs,
  contentAdminTabs,
  legalAdminTabs,
  importsAdminTabs,
  contactAdminTabs,
  commentsAdminTabs,
  automationsAdminTabs,
  assistantAdminTabs,
  analyticsAdminTabs,
  shopAdminTabs,
  bookingsAdminTabs,
  membershipsAdminTabs,
  siteAdminTabs,
  authAdminTabs,
  auditAdminTabs,
  webhooksAdminTabs,
]
  .flat()
  .sort((a, b) => a.order - b.order);

export const ADMIN_SECTION_KEYS = ADMIN_SECTIONS.map((section) => section.key);

// The sections in the groups the navigation shows them in; those of no group (the Overview) first,
// on their own.
export const ADMIN_SECTION_GROUPS = [null, ...ADMIN_TAB_GROUPS]
  .map((label) => ({ label, sections: ADMIN_SECTIONS.filter((section) => (section.group ?? null) === label) }))
  .filter(({ sections }) => sections.length > 0);

export const adminSectionPath = (key: string) => `/admin?tab=${key}`;
