// The tables bookings owns (SQL on them lives in bookings alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'bookings',
  'booking_settings',
  'booking_weekly_hours',
  'booking_date_overrides',
  'consultation_settings',
] as const;
