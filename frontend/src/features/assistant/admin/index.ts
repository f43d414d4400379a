import type { AdminTab } from '../../admin';

// The admin page's Assistant tab (antd, in a chunk of its own loaded with the admin page alone):
// what visitors asked the site's assistant and how it did, the owner's FAQ it answers from first,
// and how long conversations are kept.
export const assistantAdminTabs: AdminTab[] = [
  {
    key: 'assistant',
    label: 'Assistant',
    group: 'Audience',
    order: 65,
    load: () => import('./AssistantTab').then((m) => m.AssistantTab),
  },
];
