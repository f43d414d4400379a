import type { AdminTab } from '../../admin';

// The admin page's tabs of the pages' saved sections (antd, loaded with the admin page alone, so the
// public pages never load the admin client): their texts, and their backgrounds.
export const contentAdminTabs: AdminTab[] = [
  {
    key: 'content',
    label: 'Content',
    group: 'Content',
    order: 20,
    load: () => import('./ContentTab').then((m) => m.ContentTab),
  },
  {
    key: 'backgrounds',
    label: 'Backgrounds',
    group: 'Content',
    order: 30,
    load: () => import('./BackgroundsTab').then((m) => m.BackgroundsTab),
  },
];
