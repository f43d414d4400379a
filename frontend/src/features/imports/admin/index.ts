import type { AdminTab } from '../../admin';

// The admin page's Import tab (issue 49, moving in): a Ghost, WordPress or Substack export brought
// into the blog and the list, and the old addresses that now lead here.
export const importsAdminTabs: AdminTab[] = [
  {
    key: 'import',
    label: 'Import',
    group: 'Content',
    order: 45,
    load: () => import('./ImportTab').then((m) => m.ImportTab),
  },
];
