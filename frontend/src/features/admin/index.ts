// What a feature needs to bring a tab to the admin page (its admin/index.ts exports its tabs, which
// admin-sections.ts lists).
export type { AdminTab, AdminTabGroup, AdminTabProps } from './admin-tab';
