import type { ComponentType } from 'react';
import type { UserDto } from '../../api';

// The navigation's groups, in the order it shows them; a tab of no group (the Overview) stands
// first, on its own.
export const ADMIN_TAB_GROUPS = ['Content', 'Audience', 'Sales', 'Settings'] as const;
export type AdminTabGroup = (typeof ADMIN_TAB_GROUPS)[number];

// What a tab's screen is given: the signed-in admin.
export interface AdminTabProps {
  user: UserDto;
}

// A section of the admin page, which a feature brings through its admin/index.ts: opened at
// /admin?tab={key}, named {label} in the navigation, under its group, in the place its order says
// (ascending, across the groups: 10, 20… leaves room between them). Its screen loads when the admin
// page first shows, in a chunk of its own (features/admin/admin-sections.ts lists them all).
export interface AdminTab {
  key: string;
  label: string;
  group?: AdminTabGroup;
  order: number;
  load: () => Promise<ComponentType<AdminTabProps>>;
}
