// The admin's Bookings tab (antd): imported by the admin page alone, so the public pages never load it.
export { BookingsTab } from './BookingsTab';
