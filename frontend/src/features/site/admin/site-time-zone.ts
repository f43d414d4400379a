import { browserTimeZone, knownZoneOr } from '../../../lib/time-zones';
import { useGetSiteSettingsQuery } from './api';

// The site's time zone (Site settings; PUBLISH_TZ until the owner chooses one): the day the
// analytics count in, and the zone of the daily publishing and the drip. Undefined while it loads;
// the browser's zone if it cannot be read (the admin still works, a day off near midnight).
export function useSiteTimeZone(): string | undefined {
  const { data, isError } = useGetSiteSettingsQuery();
  if (data) return knownZoneOr(data.timeZone);
  return isError ? browserTimeZone() : undefined;
}
