import type { AdminTab } from '../../admin';

// The admin page's Automations tab (issue 47; antd, in a chunk of its own loaded with the admin
// page alone): people and their tags, segments, e-mail sequences, broadcasts, lead magnets and the
// tracking setting.
export const automationsAdminTabs: AdminTab[] = [
  {
    key: 'automations',
    label: 'Automations',
    group: 'Audience',
    order: 55,
    load: () => import('./AutomationsTab').then((m) => m.AutomationsTab),
  },
];

// the owner's lead magnets, which the rich-text editor's "Insert free guide form" offers
export { useListLeadMagnetsQuery } from './api';
