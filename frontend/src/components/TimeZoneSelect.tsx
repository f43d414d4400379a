import { Select } from 'antd';
import { useMemo } from 'react';
import { knownTimeZones, zoneMatches } from '../lib/time-zones';

// Every IANA zone the browser knows, searchable by any part of its name or city however it is
// written ('los angeles', 'Los_Angeles', 'sydney'); a saved zone it does not list (UTC in some
// browsers) stays choosable. The site's time zone (Site settings) and the booking hours' use it.
export function TimeZoneSelect({
  id,
  value,
  onChange,
  ...rest
}: {
  id?: string;
  value?: string;
  onChange?: (zone: string) => void;
  'aria-label'?: string;
}) {
  const options = useMemo(
    () =>
      (value ? knownTimeZones(value) : Intl.supportedValuesOf('timeZone')).map((zone) => ({
        value: zone,
        label: zone.replaceAll('_', ' '),
      })),
    [value],
  );
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: (search, option) => !!option && zoneMatches(search, option.value) }}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
