// Dates and counts on the public pages, in US English, written here rather than by Intl: the first
// Intl formatter a page makes (a DateTimeFormat, a number's toLocaleString) costs the browser 20 to
// 120 ms of main thread to load ICU's data, a long task in the middle of the hydration.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// 'March 05, 2025' (long) or 'Mar 05, 2025' (short), in UTC: the server's rendering and the
// browser's hydration write the same date wherever the visitor is
export function formatUtcDate(iso: string, month: 'long' | 'short'): string {
  const date = new Date(iso);
  const name = MONTHS[date.getUTCMonth()];
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month === 'long' ? name : name.slice(0, 3)} ${day}, ${date.getUTCFullYear()}`;
}

// 'Jun 04, 2025 at 10:00 AM' in the visitor's time zone (as the orders' 'MMM DD, YYYY [at] h:mm A'),
// for what only the browser renders
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  const day = String(date.getDate()).padStart(2, '0');
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()].slice(0, 3)} ${day}, ${date.getFullYear()} at ${time}`;
}

// a whole number with thousands separators: 1240 -> '1,240'
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
