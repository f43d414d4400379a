import { Select } from 'antd';
import { useMemo } from 'react';
import { knownTimeZones } from '../lib/zoned-days';

// Every IANA zone the browser knows, searchable ('sydney' finds Australia/Sydney); a saved zone it
// does not list (UTC in some browsers) stays choosable.
export function TimeZoneSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (zone: string) => void;
}) {
  const options = useMemo(
    () =>
      (value ? knownTimeZones(value) : Intl.supportedValuesOf('timeZone')).map((zone) => ({
        value: zone,
        label: zone.replaceAll('_', ' '),
      })),
    [value],
  );
  return <Select id={id} showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} />;
}
