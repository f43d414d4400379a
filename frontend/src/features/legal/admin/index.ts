import type { AdminTab } from '../../admin';

// The admin page's Legal tab (antd, loaded with the admin page alone): the privacy policy, terms
// and refund policy (issue 27).
export const legalAdminTabs: AdminTab[] = [
  {
    key: 'legal',
    label: 'Legal',
    group: 'Content',
    order: 40,
    load: () => import('./LegalTab').then((m) => m.LegalTab),
  },
];
