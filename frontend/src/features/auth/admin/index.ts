import type { AdminTab } from '../../admin';

// What the admin pages use of auth (antd): the gate in front of them and the sign-in form's field.
// Apart from index.ts so the public pages never load them.
export { AdminOnly } from '../components/AdminOnly';
export { TextField } from '../components/TextField';

// The admin page's Settings tabs of auth: the admin's profile, and the keys scripts and other tools
// call the API with (issue 33).
export const authAdminTabs: AdminTab[] = [
  {
    key: 'profile',
    label: 'Profile',
    group: 'Settings',
    order: 120,
    load: () => import('./ProfileTab').then((m) => m.ProfileTab),
  },
  {
    key: 'api-keys',
    label: 'API keys',
    group: 'Settings',
    order: 130,
    load: () => import('./ApiKeysTab').then((m) => m.ApiKeysTab),
  },
];
