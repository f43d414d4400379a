// The automations API's types as docs/automations.md states them (issue 47), written by hand while
// backend/openapi.json does not have the module yet. All in this one file so that the generated
// types can replace it; what the contract leaves open is marked "assumed" (the SPA's report lists it).

// ---- People and tags

export interface PersonDto {
  id: number;
  email: string;
  tags: string[];
  // reads the daily e-mail
  subscribed: boolean;
  // has an account
  customer: boolean;
  // stopped marketing mail; null: takes it
  unsubscribedAt: string | null;
  // utm_source or referring site of the first visit
  firstSource: string | null;
}

export interface ListPeopleArg {
  search?: string;
  tag?: string;
  segmentId?: number;
  page?: number;
  pageSize?: number;
}

// one page of people; assumed: the body is the page's people with the whole count in X-Total-Count
// (the API's other lists), or { items, total }: the client reads either
export interface PeoplePage {
  items: PersonDto[];
  total: number;
}

export interface SetTagDto {
  emails: string[];
  tag: string;
  action: 'add' | 'remove';
}

// GET /api/admin/automations/tags: the people of each tag (assumed shape)
export interface TagCountDto {
  tag: string;
  people: number;
}

// POST …/people/tags/csv: "what was tagged and each rejected line with its reason" (assumed shape)
export interface TagCsvReportDto {
  tagged: number;
  rejected: { line: number; text?: string; reason: string }[];
}

// ---- Segments

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

export interface SegmentFilter {
  match: 'all' | 'any';
  // at most 20
  conditions: SegmentCondition[];
}

export interface SegmentDto {
  id: number;
  name: string;
  filter: SegmentFilter;
  // its people now
  people: number;
}

// assumed: a segment is saved as its name and its filter
export interface SaveSegmentDto {
  name: string;
  filter: SegmentFilter;
}

export interface SegmentCountDto {
  people: number;
}

// ---- Sequences

export type SequenceTrigger =
  | { type: 'subscribed' }
  | { type: 'bought'; productId: number }
  | { type: 'enrolled'; productId: number }
  | { type: 'completed-course'; productId: number }
  | { type: 'booked' }
  | { type: 'membership-started' }
  | { type: 'membership-cancelled' }
  | { type: 'checkout-abandoned' }
  | { type: 'tag-added'; tag: string }
  | { type: 'lead-magnet' };

export type SequenceTriggerType = SequenceTrigger['type'];

// a step keeps its id once saved; a new one has none
export type SequenceStep = (
  | { type: 'wait'; amount: number; unit: 'hours' | 'days'; at?: string | null }
  | { type: 'email'; subject: string; body: string }
  | { type: 'add-tag'; tag: string }
  | { type: 'remove-tag'; tag: string }
  | { type: 'exit-if-bought'; productId: number }
) & { id?: number };

export type SequenceStepType = SequenceStep['type'];

export type SequenceStatus = 'draft' | 'active' | 'paused';

export interface StepStatsDto {
  waiting: number;
  sent: number;
  opened: number;
  clicked: number;
  converted: number;
}

export interface SaveSequenceDto {
  name: string;
  trigger: SequenceTrigger;
  segmentId: number | null;
  steps: SequenceStep[];
}

// a listed sequence; assumed: it carries the people who entered it and those still in it
export interface SequenceDto extends SaveSequenceDto {
  id: number;
  status: SequenceStatus;
  entered: number;
  active: number;
}

// GET …/sequences/{id}: each step with its stats
export interface SequenceDetailDto extends SequenceDto {
  steps: (SequenceStep & { id: number; stats: StepStatsDto })[];
}

// ---- Broadcasts

// assumed: 'sending' while its time has come and the outbox rows are being written
export type BroadcastStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

export interface SaveBroadcastDto {
  subject: string;
  body: string;
  // null: everyone who takes marketing mail
  segmentId: number | null;
}

export interface BroadcastDto extends SaveBroadcastDto {
  id: number;
  status: BroadcastStatus;
  // assumed names: when it is to go, and when it went
  scheduledAt: string | null;
  sentAt: string | null;
  recipients: number | null;
  // the outbox's counts of its mails, e.g. { pending: 2, sent: 120, failed: 1 }
  delivery: Record<string, number> | null;
  opened: number;
  clicked: number;
}

export interface MailPreviewDto {
  subject: string;
  html: string;
  text: string;
}

// ---- Lead magnets

export interface SaveLeadMagnetDto {
  slug: string;
  title: string;
  description: string;
  // a digital product with a file
  productId: number;
  tag: string;
  sequenceId: number | null;
  showOnPosts: boolean;
  active: boolean;
}

export interface LeadMagnetDto extends SaveLeadMagnetDto {
  id: number;
}

// what a visitor reads of one (GET /api/lead-magnets/{slug})
export interface PublicLeadMagnetDto {
  slug: string;
  title: string;
  description: string;
}

export interface ClaimConfirmedDto {
  title: string;
  downloadUrl: string;
}

// ---- Settings

export interface AutomationSettingsDto {
  // count opens and clicks (first-party; off by default)
  tracking: boolean;
}
