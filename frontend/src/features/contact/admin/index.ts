import type { AdminTab } from '../../admin';

// The admin page's Messages tab: what visitors sent from the contact form (antd, loaded with the
// admin page alone).
export const contactAdminTabs: AdminTab[] = [
  {
    key: 'messages',
    label: 'Messages',
    group: 'Audience',
    order: 60,
    load: () => import('./MessagesTab').then((m) => m.MessagesTab),
  },
];
