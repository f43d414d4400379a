import { skipToken } from '@reduxjs/toolkit/query';
import { serverMessage } from '../../../../api/error-message';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { type SegmentFilter, useCountSegmentQuery } from '../api';
import { filterPayload, isComplete } from './segment-words';

// a pause in the editing before the database counts again
const COUNT_DELAY_MS = 400;

// The people the filter on screen matches, as the database counts them (never a guess of the
// browser's): counted once the editing pauses and every condition is whole; while a count for the
// filter now shown is on its way, the last one is not shown as if it were its.
export function LiveCount({ filter }: { filter: SegmentFilter }) {
  const settled = useDebouncedValue(JSON.stringify(filterPayload(filter)), COUNT_DELAY_MS);
  const whole = filter.conditions.every(isComplete);
  const count = useCountSegmentQuery(whole ? { filter: JSON.parse(settled) as SegmentFilter } : skipToken);
  const current = JSON.stringify(filterPayload(filter)) === settled;
  let text: string;
  if (!whole) text = 'Complete the conditions to count the people.';
  else if (count.isError && current) text = `Not counted: ${serverMessage(count.error, 'please try again.')}`;
  else if (!current || !count.currentData) text = 'Counting…';
  else
    text = `${count.currentData.people.toLocaleString('en-US')} ${count.currentData.people === 1 ? 'person' : 'people'}`;
  return (
    <p className="automations-admin__count" role="status" aria-label="People in this segment">
      {text}
    </p>
  );
}
