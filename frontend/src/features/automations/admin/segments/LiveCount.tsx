import { useEffect } from 'react';
import { serverMessage } from '../../../../api/error-message';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { type SegmentFilter, useCountSegmentMutation } from '../api';
import { filterPayload, isComplete } from './segment-words';

// a pause in the editing before the database counts again
const COUNT_DELAY_MS = 400;

// The people the filter on screen matches, as the database counts them (never a guess of the
// browser's): counted once the editing pauses and every condition is whole (a POST of the filter,
// never kept: people's tags move on); while a count for the filter now shown is on its way, the
// last one is not shown as if it were its.
export function LiveCount({ filter }: { filter: SegmentFilter }) {
  const whole = filter.conditions.every(isComplete);
  const shown = whole ? JSON.stringify(filterPayload(filter)) : null;
  const settled = useDebouncedValue(shown, COUNT_DELAY_MS);
  // the hook follows the latest count asked for: an earlier answer arriving late is not shown
  const [count, counted] = useCountSegmentMutation();
  useEffect(() => {
    if (settled !== null) void count({ segmentCountDto: { filter: JSON.parse(settled) as SegmentFilter } });
  }, [settled, count]);
  const asked = counted.originalArgs && JSON.stringify(counted.originalArgs.segmentCountDto.filter);
  const current = shown === settled && asked === settled && !counted.isLoading;
  let text: string;
  if (!whole) text = 'Complete the conditions to count the people.';
  else if (!current) text = 'Counting…';
  else if (counted.isError) text = `Not counted: ${serverMessage(counted.error, 'please try again.')}`;
  else if (!counted.data) text = 'Counting…';
  else text = `${counted.data.people.toLocaleString('en-US')} ${counted.data.people === 1 ? 'person' : 'people'}`;
  return (
    <p className="automations-admin__count" role="status" aria-label="People in this segment">
      {text}
    </p>
  );
}
