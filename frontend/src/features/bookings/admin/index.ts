import type { AdminTab } from '../../admin';

// The admin page's Bookings tab (antd, loaded with the admin page alone): the sessions booked by
// day, the availability and the consultations (issue 32).
export const bookingsAdminTabs: AdminTab[] = [
  {
    key: 'bookings',
    label: 'Bookings',
    group: 'Sales',
    order: 100,
    load: () => import('./BookingsTab').then((m) => m.BookingsTab),
  },
];
