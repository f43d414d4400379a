import { Select } from 'antd';
import { useMemo } from 'react';
import { zoneMatches } from '../../../lib/time-zones';
import { knownTimeZones } from '../lib/zoned-days';
import { timesAreIn } from '../lib/session-times';

// "Times are in Europe/Berlin", and the zone to read them in: any the browser knows, found by typing
// a part of its name.
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const options = useMemo(() => knownTimeZones(value).map((zone) => ({ value: zone, label: zone })), [value]);
  return (
    <div className="slot-picker__zone">
      <span className="slot-picker__zone-name" aria-live="polite">
        {timesAreIn(value)}
      </span>
      <Select
        aria-label="Time zone"
        className="slot-picker__zone-select"
        showSearch={{ filterOption: (search, option) => !!option && zoneMatches(search, option.value) }}
        value={value}
        options={options}
        onChange={onChange}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
