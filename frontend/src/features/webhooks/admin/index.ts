import type { AdminTab } from '../../admin';

// The admin page's Webhooks tab (issue 51): the endpoints the site's events are POSTed to, their
// secrets (shown once), their deliveries and replays; in a chunk of its own, with its own client.
export const webhooksAdminTabs: AdminTab[] = [
  {
    key: 'webhooks',
    label: 'Webhooks',
    group: 'Settings',
    order: 135,
    load: () => import('./WebhooksTab').then((m) => m.WebhooksTab),
  },
];
