import type { SegmentDto, SequenceDto, SequenceStepDto } from '../../../api/admin';

// What openapi.json leaves as free objects (its schema only describes them): a segment's filter, a
// sequence's trigger and its steps' fields, typed as docs/automations.md and the backend's checks
// state them (segments/segment-filter.ts and each module's audience conditions, sequences/
// triggers.ts and steps.ts). api.ts gives the reads these types.

// ---- A segment's filter

export type SegmentCondition = (
  | { type: 'tag'; tag: string }
  | { type: 'bought'; productId: number }
  | { type: 'course'; productId: number; state: 'enrolled' | 'completed' }
  | { type: 'membership'; state: 'active' | 'cancelled' | 'never' }
  | { type: 'booked'; productId?: number | null }
  | { type: 'subscriber' }
  // YYYY-MM-DD, either optional
  | { type: 'subscribed'; after?: string; before?: string }
  | { type: 'source'; source: string }
  | { type: 'engaged'; event: 'opened' | 'clicked'; days: number }
) & { negate?: boolean };

export type SegmentConditionType = SegmentCondition['type'];

export type SegmentFilter = {
  match: 'all' | 'any';
  // at most 20
  conditions: SegmentCondition[];
};

// a segment as the API answers it
export type Segment = Omit<SegmentDto, 'filter'> & { filter: SegmentFilter };

// ---- A sequence's trigger and steps

export type SequenceTriggerType =
  | 'subscribed'
  | 'bought'
  | 'enrolled'
  | 'completed-course'
  | 'booked'
  | 'membership-started'
  | 'membership-cancelled'
  | 'checkout-abandoned'
  | 'tag-added'
  | 'lead-magnet';

// a trigger as the editor sends it: the product of a purchase, an enrolment or a finished course
// (a booking's optionally), the tag of 'tag-added'
export type SequenceTrigger =
  | { type: 'bought' | 'enrolled' | 'completed-course'; productId: number }
  | { type: 'booked'; productId?: number | null }
  | { type: 'tag-added'; tag: string }
  | { type: Exclude<SequenceTriggerType, 'bought' | 'enrolled' | 'completed-course' | 'booked' | 'tag-added'> };

// a trigger as the API answers it: both fields always, null where the type takes none
export type SavedTrigger = { type: SequenceTriggerType; productId: number | null; tag: string | null };

export type SequenceStepType = SequenceStepDto['type'];

// a step as the editor sends it: a saved one keeps its id (nobody past it is sent it again), a new
// one has none
export type SequenceStep =
  // at: "09:00", the first such time in the site's time zone once the wait is over
  (
    | { type: 'wait'; amount: number; unit: 'hours' | 'days'; at?: string | null }
    | { type: 'email'; subject: string; body: string }
    | { type: 'add-tag' | 'remove-tag'; tag: string }
    | { type: 'exit-if-bought'; productId: number }
  ) & { id?: number };

export type SequenceStatus = SequenceDto['status'];

// a sequence as the API answers it: each step with its fields as saved and its figures
export type Sequence = Omit<SequenceDto, 'trigger' | 'steps'> & {
  trigger: SavedTrigger;
  steps: (SequenceStep & Omit<SequenceStepDto, 'type'>)[];
};
