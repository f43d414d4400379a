import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import { SiteField } from './SiteField';
import { SiteSection } from './SiteSection';

// The Site tab's Time zone: the site's day and clock.
export function TimeZoneSection() {
  return (
    <SiteSection title="Time zone">
      <SiteField
        name="timeZone"
        extra="Your site's day and clock: the analytics' days, the daily 6 AM publishing and the courses' new lessons, and your booking hours until you choose a zone there."
      >
        <TimeZoneSelect />
      </SiteField>
    </SiteSection>
  );
}
