import type { AdminTab } from '../../admin';

// The admin page's Comments tab: readers' comments to approve, hide, delete, and their authors to
// ban (antd, loaded with the admin page alone).
export const commentsAdminTabs: AdminTab[] = [
  {
    key: 'comments',
    label: 'Comments',
    group: 'Audience',
    order: 62,
    load: () => import('./CommentsTab').then((m) => m.CommentsTab),
  },
];
