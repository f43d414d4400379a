import { dateTimeIn } from '../../../lib/time-zones';
import { formatOrderDate } from '../lib/order-format';
import { useSiteTimeZone } from '../../site/admin';

// How the admin says when something happened to an order: in the site's time zone, named
// ("Nov 28, 2026 at 10:51 PM Los Angeles time"), wherever the owner's browser is; in the browser's
// zone, unnamed, while the site's zone loads.
export function useSiteTime(): (at: string) => string {
  const zone = useSiteTimeZone();
  return (at) => (zone ? dateTimeIn(at, zone) : formatOrderDate(at));
}
