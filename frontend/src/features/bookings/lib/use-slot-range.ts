import { useState } from 'react';
import { useListBookingSlotsQuery } from '../api';
import { groupByDay, RANGE_DAYS, rangeOf } from './slot-days';
import { addDays, type DayKey, dayOf } from './zoned-days';

// The picker's range of days in the visitor's zone, from today on, and the free times the server
// offers in it (one request per range). A change of zone keeps the first day and asks for that
// zone's instants; what was read before stays in the cache for going back.
export function useSlotRange(productId: number, timeZone: string) {
  const today = dayOf(new Date(), timeZone);
  const [chosenFirst, setFirst] = useState<DayKey>(today);
  const first = chosenFirst < today ? today : chosenFirst;
  const slots = useListBookingSlotsQuery({ productId, ...rangeOf(first, timeZone) });
  return {
    first,
    last: addDays(first, RANGE_DAYS - 1),
    // the answer for this very range and zone: while another is read, the last one's times are not
    // shown under these days (a refresh of the same range keeps them on screen)
    days: slots.currentData ? groupByDay(first, slots.currentData.slots, timeZone) : undefined,
    error: slots.isError ? slots.error : undefined,
    refresh: slots.refetch,
    canGoEarlier: first > today,
    earlier: () => setFirst(addDays(first, -RANGE_DAYS)),
    later: () => setFirst(addDays(first, RANGE_DAYS)),
  };
}
