// The admin's sections (spec section 2, Admin, and the ones added since), each opened by
// /admin?tab={key}, in the groups the navigation shows them in; Overview stands first, on its own.
export const ADMIN_SECTION_GROUPS = [
  { label: null, sections: [{ key: 'overview', label: 'Overview' }] },
  {
    label: 'Content',
    sections: [
      { key: 'blog-posts', label: 'Blog Posts' },
      { key: 'content', label: 'Content' },
      { key: 'backgrounds', label: 'Backgrounds' },
      // the privacy policy, terms and refund policy (issue 27)
      { key: 'legal', label: 'Legal' },
    ],
  },
  {
    label: 'Audience',
    sections: [
      { key: 'subscribers', label: 'Subscribers' },
      { key: 'messages', label: 'Messages' },
      // visitors, page views, sources and what they brought (issue 34)
      { key: 'analytics', label: 'Analytics' },
    ],
  },
  {
    label: 'Sales',
    sections: [
      // every order, with its buyer, payment, refunds and mails
      { key: 'orders', label: 'Orders' },
      // the shipping rate and the discount codes
      { key: 'shop', label: 'Shop' },
      // the sessions booked by day, the availability and the consultations (issue 32)
      { key: 'bookings', label: 'Bookings' },
    ],
  },
  {
    label: 'Settings',
    sections: [
      // the owner's site settings (issue 20)
      { key: 'site', label: 'Site' },
      { key: 'profile', label: 'Profile' },
      // the keys scripts and other tools call the API with (issue 33)
      { key: 'api-keys', label: 'API keys' },
    ],
  },
] as const;

type Group = (typeof ADMIN_SECTION_GROUPS)[number];
export type AdminSection = Group['sections'][number]['key'];
export const ADMIN_SECTIONS: readonly { key: AdminSection; label: string }[] = ADMIN_SECTION_GROUPS.flatMap(
  (group: Group) => [...group.sections],
);
export const ADMIN_SECTION_KEYS = ADMIN_SECTIONS.map((section) => section.key);

export const adminSectionPath = (key: AdminSection) => `/admin?tab=${key}`;
