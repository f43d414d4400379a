import { useId } from 'react';
import { WEEKDAYS } from './availability-form';
import { HoursList } from './HoursList';

// The week as one short row a day: its name, then its stretches side by side and "Add hours"
// (stacked under the name on a phone). Each row is a group named by its day.
export function WeeklyHours() {
  const id = useId();
  return (
    <ul className="booking-week">
      {WEEKDAYS.map((weekday, index) => (
        <li key={weekday} className="booking-week__day" role="group" aria-labelledby={`${id}-${index}`}>
          <span id={`${id}-${index}`} className="booking-week__name">
            {weekday}
          </span>
          <HoursList name={['weekly', String(index + 1)]} label={weekday} />
        </li>
      ))}
    </ul>
  );
}
