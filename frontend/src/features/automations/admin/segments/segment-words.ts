import type { SegmentCondition, SegmentConditionType, SegmentFilter } from '../api';

// The kinds of condition, as the builder names them (docs/automations.md's table), each with the
// condition a new row of it starts as.
export const CONDITION_TYPES: { value: SegmentConditionType; label: string; blank: SegmentCondition }[] = [
  { value: 'tag', label: 'Has the tag', blank: { type: 'tag', tag: '' } },
  { value: 'bought', label: 'Bought the product', blank: { type: 'bought', productId: 0 } },
  { value: 'course', label: 'Course', blank: { type: 'course', productId: 0, state: 'enrolled' } },
  { value: 'membership', label: 'Membership', blank: { type: 'membership', state: 'active' } },
  { value: 'booked', label: 'Booked a session', blank: { type: 'booked', productId: null } },
  { value: 'subscriber', label: 'Reads the daily e-mail', blank: { type: 'subscriber' } },
  { value: 'subscribed', label: 'Subscribed between', blank: { type: 'subscribed' } },
  { value: 'source', label: 'First came from', blank: { type: 'source', source: '' } },
  { value: 'engaged', label: 'Opened or clicked lately', blank: { type: 'engaged', event: 'opened', days: 30 } },
];

export const COURSE_STATES = [
  { value: 'enrolled', label: 'Enrolled' },
  { value: 'completed', label: 'Completed' },
];
export const MEMBERSHIP_STATES = [
  { value: 'active', label: 'A member now' },
  { value: 'cancelled', label: 'Had a membership that ended' },
  { value: 'never', label: 'Never a member' },
];
export const ENGAGED_EVENTS = [
  { value: 'opened', label: 'Opened' },
  { value: 'clicked', label: 'Clicked' },
];

export const MAX_CONDITIONS = 20;

export const blankCondition = (type: SegmentConditionType): SegmentCondition =>
  ({ ...CONDITION_TYPES.find((t) => t.value === type)!.blank }) as SegmentCondition;

// Is a condition whole (the server would count it)? A tag, a product or a source not given yet is not.
export function isComplete(c: SegmentCondition): boolean {
  switch (c.type) {
    case 'tag':
      return c.tag.trim() !== '';
    case 'bought':
    case 'course':
      return c.productId > 0;
    case 'source':
      return c.source.trim() !== '';
    case 'engaged':
      return c.days >= 1 && c.days <= 365;
    default:
      return true;
  }
}

// the filter as the API takes it: trimmed, empty optional fields left out, "not" only when set
export function filterPayload(filter: SegmentFilter): SegmentFilter {
  const conditions = filter.conditions.map((c) => {
    const { negate, ...rest } = c;
    const fields = Object.fromEntries(
      Object.entries(rest)
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
        .filter(([, v]) => v !== '' && v !== null && v !== undefined),
    );
    return (negate ? { ...fields, negate: true } : fields) as SegmentCondition;
  });
  return { match: filter.match, conditions };
}
