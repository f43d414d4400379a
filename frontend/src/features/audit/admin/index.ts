import type { AdminTab } from '../../admin';

// The admin page's Audit log tab (issue 50): who changed what, when and from where, filtered, as CSV,
// and how long it is kept.
export const auditAdminTabs: AdminTab[] = [
  {
    key: 'audit-log',
    label: 'Audit log',
    group: 'Settings',
    order: 140,
    load: () => import('./AuditLogTab').then((m) => m.AuditLogTab),
  },
];
