import { Tabs } from 'antd';
import { AvailabilityPanel } from './AvailabilityPanel';
import { BookingsByDay } from './BookingsByDay';
import { ConsultationsPanel } from './ConsultationsPanel';
import './bookings-admin.css';

// The admin's 'Bookings' tab: the sessions of a week by day, the owner's availability, and each
// consultation's length and meeting place.
export function BookingsTab() {
  return (
    <Tabs
      className="bookings-admin"
      items={[
        { key: 'sessions', label: 'Sessions by day', children: <BookingsByDay /> },
        { key: 'availability', label: 'Availability', children: <AvailabilityPanel /> },
        { key: 'consultations', label: 'Consultations', children: <ConsultationsPanel /> },
      ]}
    />
  );
}
