import { beforeEach } from 'vitest';
import type {
  AutomationSettingsDto,
  BroadcastDto,
  LeadMagnetDto,
  PeoplePageDto,
  PersonDto,
  StepStatsDto,
  TagCsvResultDto,
  TaggedDto,
} from '../../../api/admin';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import { makeProduct } from '../../shop/test/shop-api';
import { makeSettings } from '../../site/test/site-api';
import type { SavedTrigger, Segment, SegmentFilter, Sequence, SequenceStep } from '../admin/shapes';

// The Automations tab's fake API: people, tags, segments, sequences, broadcasts and lead magnets as
// the API keeps them (backend/src/modules/automations), its answers built from them as the API
// builds its own (the DTOs of its dto/ folder), with the API's messages.

const CREATED = '2026-03-02T10:00:00.000Z';

export const makePerson = (overrides: Partial<PersonDto> = {}): PersonDto => ({
  id: 1,
  email: 'ada@example.com',
  tags: ['vip'],
  subscribed: true,
  customer: false,
  unsubscribedAt: null,
  undeliverable: null,
  sequences: [],
  createdAt: CREATED,
  ...overrides,
});

export const makeSegment = (overrides: Partial<Segment> = {}): Segment => ({
  id: 5,
  name: 'VIP readers',
  filter: { match: 'all', conditions: [{ type: 'tag', tag: 'vip' }] },
  people: 12,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

export const NO_STATS: StepStatsDto = { waiting: 0, sent: 0, opened: 0, clicked: 0, converted: 0 };

export const makeSequence = (overrides: Partial<Sequence> = {}): Sequence => ({
  id: 30,
  name: 'Welcome',
  status: 'draft',
  trigger: { type: 'subscribed', productId: null, tag: null },
  segmentId: null,
  counts: { entered: 40, active: 9, completed: 25, exited: 4, left: 2 },
  steps: [
    { id: 301, type: 'wait', amount: 1, unit: 'days', at: null, stats: { ...NO_STATS, waiting: 4, sent: 36 } },
    {
      id: 302,
      type: 'email',
      subject: 'Welcome aboard',
      body: '<p>Hello</p>',
      stats: { waiting: 5, sent: 31, opened: 20, clicked: 8, converted: 2 },
    },
  ],
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

export const NO_DELIVERY: BroadcastDto['delivery'] = {
  pending: 0,
  sending: 0,
  sent: 0,
  skipped: 0,
  failed: 0,
  unresolved: 0,
};

export const makeBroadcast = (overrides: Partial<BroadcastDto> = {}): BroadcastDto => ({
  id: 70,
  subject: 'Spring sale',
  body: '<p>Everything is 20% off.</p>',
  segmentId: null,
  segmentName: null,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  recipients: null,
  delivery: NO_DELIVERY,
  opened: 0,
  clicked: 0,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

export const makeLeadMagnet = (overrides: Partial<LeadMagnetDto> = {}): LeadMagnetDto => ({
  id: 90,
  slug: 'calm-guide',
  title: 'The Calm Leader Guide',
  description: 'Ten pages on leading without panic.',
  productId: 71,
  tag: 'guide',
  sequenceId: null,
  showOnPosts: false,
  active: true,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

// the API's messages (automations.errors.ts)
const segmentInUse = (by: string) => `This segment is used by ${by}: change that first.`;
export const NO_EMAIL_STEP = 'Add at least one "email" step before activating the sequence.';
export const BROADCAST_SENT = 'This broadcast has been sent: it can no longer be changed.';

type AutomationsAdmin = ReturnType<typeof setupAutomationsAdminApi>;

const byId = <T extends { id: number }>(list: T[], id: string) => list.find((item) => item.id === Number(id));
let nextId = 1000;

// a tag as the API stores it: trimmed, inner spaces single, lower-case
const normaliseTag = (tag: unknown) => String(tag).trim().replace(/\s+/g, ' ').toLowerCase();

// a sequence as the API saves it from what the editor sent: the trigger with both fields (null where
// its type takes none), each step with its id (a new one given one), its fields checked and its figures
function savedSequence(body: Record<string, unknown>, before?: Sequence) {
  const trigger = body.trigger as { type: SavedTrigger['type']; productId?: number | null; tag?: string };
  const steps = (body.steps as SequenceStep[]).map((step) => {
    const id = step.id ?? nextId++;
    const stats = before?.steps.find((s) => s.id === id)?.stats ?? NO_STATS;
    if (step.type === 'wait') return { ...step, at: step.at ?? null, id, stats };
    if (step.type === 'add-tag' || step.type === 'remove-tag')
      return { ...step, tag: normaliseTag(step.tag), id, stats };
    return { ...step, id, stats };
  });
  return {
    name: String(body.name),
    segmentId: (body.segmentId as number | null | undefined) ?? null,
    trigger: {
      type: trigger.type,
      productId: trigger.productId ?? null,
      tag: trigger.type === 'tag-added' ? normaliseTag(trigger.tag) : null,
    },
    steps,
  };
}

const ROUTES = routeTable<AutomationsAdmin>({
  'GET /api/products': ({ res }, state) => sendJson(res, 200, state.products),
  // the site's settings: its time zone, in which broadcasts are scheduled
  'GET /api/admin/site': ({ res }) => sendJson(res, 200, makeSettings({ timeZone: 'America/New_York' })),
  'GET /api/admin/automations/people': ({ res, query }, state) => {
    const search = query.get('search')?.toLowerCase();
    const tag = query.get('tag');
    const shown = state.people.filter((p) => (!search || p.email.includes(search)) && (!tag || p.tags.includes(tag)));
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 50);
    const items = shown.slice((page - 1) * pageSize, page * pageSize);
    return sendJson(res, 200, { items, total: shown.length, page, pageSize } satisfies PeoplePageDto);
  },
  'POST /api/admin/automations/people/tags': ({ res, body }, state) => {
    const tag = normaliseTag(body.tag);
    const emails = body.emails as string[];
    let changed = 0;
    for (const person of state.people.filter((p) => emails.includes(p.email))) {
      const had = person.tags.includes(tag);
      if (body.action === 'add' && !had) person.tags = [...person.tags, tag].sort();
      if (body.action === 'remove' && had) person.tags = person.tags.filter((t) => t !== tag);
      if (had !== (body.action === 'add')) changed++;
    }
    const unknown = emails.filter((email) => !state.people.some((p) => p.email === email));
    return sendJson(res, 200, { changed, unknown } satisfies TaggedDto);
  },
  'POST /api/admin/automations/people/tags/csv': ({ res }, state) => sendJson(res, 200, state.csvReport),
  'GET /api/admin/automations/tags': ({ res }, state) => {
    const tags = [...new Set(state.people.flatMap((p) => p.tags))].sort();
    return sendJson(
      res,
      200,
      tags.map((tag) => ({ tag, people: state.people.filter((p) => p.tags.includes(tag)).length })),
    );
  },
  'GET /api/admin/automations/segments': ({ res }, state) => sendJson(res, 200, state.segments),
  // the server's count: the fake's own rule, which the page cannot work out by itself
  'POST /api/admin/automations/segments/count': ({ res, body }, state) =>
    sendJson(res, 200, { people: state.countOf(body.filter as SegmentFilter) }),
  'POST /api/admin/automations/segments': ({ res, body }, state) => {
    const segment = makeSegment({
      id: nextId++,
      name: body.name,
      filter: body.filter,
      people: state.countOf(body.filter),
    });
    state.segments.push(segment);
    return sendJson(res, 201, segment);
  },
  'PUT /api/admin/automations/segments/{id}': ({ res, params, body }, state) => {
    const segment = byId(state.segments, params.id);
    if (!segment) return error(res, 404, 'This segment does not exist.');
    Object.assign(segment, { name: body.name, filter: body.filter, people: state.countOf(body.filter) });
    return sendJson(res, 200, segment);
  },
  'DELETE /api/admin/automations/segments/{id}': ({ res, params }, state) => {
    const id = Number(params.id);
    const users = [
      ...state.sequences.filter((s) => s.segmentId === id).map((s) => `the sequence "${s.name}"`),
      ...state.broadcasts.filter((b) => b.segmentId === id).map((b) => `the broadcast "${b.subject}"`),
    ].sort();
    if (users.length) return error(res, 409, segmentInUse(users.join(', ')));
    state.segments = state.segments.filter((s) => s.id !== id);
    res.writeHead(204).end();
  },
  'GET /api/admin/automations/sequences': ({ res }, state) => sendJson(res, 200, state.sequences),
  'GET /api/admin/automations/sequences/{id}': ({ res, params }, state) => {
    const sequence = byId(state.sequences, params.id);
    return sequence ? sendJson(res, 200, sequence) : error(res, 404, 'This sequence does not exist.');
  },
  'POST /api/admin/automations/sequences': ({ res, body }, state) => {
    const sequence = makeSequence({
      ...savedSequence(body),
      id: nextId++,
      counts: { entered: 0, active: 0, completed: 0, exited: 0, left: 0 },
    });
    state.sequences.push(sequence);
    return sendJson(res, 201, sequence);
  },
  'PUT /api/admin/automations/sequences/{id}': ({ res, params, body }, state) => {
    const sequence = byId(state.sequences, params.id);
    if (!sequence) return error(res, 404, 'This sequence does not exist.');
    Object.assign(sequence, savedSequence(body, sequence));
    return sendJson(res, 200, sequence);
  },
  'POST /api/admin/automations/sequences/{id}/status': ({ res, params, body }, state) => {
    const sequence = byId(state.sequences, params.id);
    if (!sequence) return error(res, 404, 'This sequence does not exist.');
    if (body.status === 'active' && !sequence.steps.some((s) => s.type === 'email'))
      return error(res, 400, NO_EMAIL_STEP);
    sequence.status = body.status;
    return sendJson(res, 200, sequence);
  },
  'DELETE /api/admin/automations/sequences/{id}': ({ res, params }, state) => {
    if (!byId(state.sequences, params.id)) return error(res, 404, 'This sequence does not exist.');
    state.sequences = state.sequences.filter((s) => s.id !== Number(params.id));
    state.leadMagnets.forEach((m) => m.sequenceId === Number(params.id) && (m.sequenceId = null));
    res.writeHead(204).end();
  },
  'GET /api/admin/automations/broadcasts': ({ res }, state) => sendJson(res, 200, state.broadcasts),
  'POST /api/admin/automations/broadcasts': ({ res, body }, state) => {
    const broadcast = makeBroadcast({ id: nextId++, ...state.broadcastFields(body) });
    state.broadcasts.push(broadcast);
    return sendJson(res, 201, broadcast);
  },
  'PUT /api/admin/automations/broadcasts/{id}': ({ res, params, body }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast) return error(res, 404, 'This broadcast does not exist.');
    if (broadcast.status === 'sent') return error(res, 409, BROADCAST_SENT);
    Object.assign(broadcast, state.broadcastFields(body));
    return sendJson(res, 200, broadcast);
  },
  'DELETE /api/admin/automations/broadcasts/{id}': ({ res, params }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast) return error(res, 404, 'This broadcast does not exist.');
    if (broadcast.status === 'sent') return error(res, 409, BROADCAST_SENT);
    state.broadcasts = state.broadcasts.filter((b) => b !== broadcast);
    res.writeHead(204).end();
  },
  // the segment's people (or everyone) but those who stopped marketing mail or whose address bounced
  'GET /api/admin/automations/broadcasts/recipients': ({ res, query }, state) => {
    const segmentId = query.get('segmentId');
    const recipients = state.recipientsOf(segmentId ? Number(segmentId) : null);
    return recipients === null ? error(res, 404, 'This segment does not exist.') : sendJson(res, 200, { recipients });
  },
  'POST /api/admin/automations/broadcasts/preview': ({ res, body }) =>
    sendJson(res, 200, { subject: body.subject, html: `<h1>${body.subject}</h1>${body.body}`, text: body.subject }),
  // queued to the owner's own address: 202, no body
  'POST /api/admin/automations/broadcasts/{id}/test': ({ res, params }, state) => {
    if (!byId(state.broadcasts, params.id)) return error(res, 404, 'This broadcast does not exist.');
    res.writeHead(202).end();
  },
  // a time to come: scheduled; now (or a moment ago): sent at once to the segment's people; none: a draft
  'POST /api/admin/automations/broadcasts/{id}/schedule': ({ res, params, body }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast) return error(res, 404, 'This broadcast does not exist.');
    if (broadcast.status === 'sent') return error(res, 409, BROADCAST_SENT);
    const at = body.at ? new Date(body.at as string) : null;
    if (!at) Object.assign(broadcast, { status: 'draft', scheduledAt: null });
    else if (at.getTime() > Date.now())
      Object.assign(broadcast, { status: 'scheduled', scheduledAt: at.toISOString() });
    else {
      const recipients = state.recipientsOf(broadcast.segmentId)!;
      const now = new Date().toISOString();
      const delivery = { ...NO_DELIVERY, pending: recipients };
      Object.assign(broadcast, { status: 'sent', scheduledAt: now, sentAt: now, recipients, delivery });
    }
    return sendJson(res, 200, broadcast);
  },
  'GET /api/admin/automations/lead-magnets': ({ res }, state) => sendJson(res, 200, state.leadMagnets),
  'POST /api/admin/automations/lead-magnets': ({ res, body }, state) => {
    const leadMagnet = makeLeadMagnet({ ...state.leadMagnetFields(body), id: nextId++ });
    state.leadMagnets.push(leadMagnet);
    return sendJson(res, 201, leadMagnet);
  },
  'PUT /api/admin/automations/lead-magnets/{id}': ({ res, params, body }, state) => {
    const leadMagnet = byId(state.leadMagnets, params.id);
    if (!leadMagnet) return error(res, 404, 'No lead magnet has this id.');
    Object.assign(leadMagnet, state.leadMagnetFields(body));
    return sendJson(res, 200, leadMagnet);
  },
  'DELETE /api/admin/automations/lead-magnets/{id}': ({ res, params }, state) => {
    if (!byId(state.leadMagnets, params.id)) return error(res, 404, 'No lead magnet has this id.');
    state.leadMagnets = state.leadMagnets.filter((m) => m.id !== Number(params.id));
    res.writeHead(204).end();
  },
  'GET /api/admin/automations/settings': ({ res }, state) => sendJson(res, 200, state.settings),
  'PUT /api/admin/automations/settings': ({ res, body }, state) => {
    state.settings = { ...state.settings, tracking: body.tracking };
    return sendJson(res, 200, state.settings);
  },
});

// what each test starts with: two people, one segment, no sequence, broadcast or lead magnet, a
// course and a workbook with its file to name, tracking off
const fresh = () => ({
  people: [makePerson(), makePerson({ id: 2, email: 'bob@example.com', tags: [], customer: true })],
  segments: [makeSegment()],
  sequences: [] as Sequence[],
  broadcasts: [] as BroadcastDto[],
  leadMagnets: [] as LeadMagnetDto[],
  products: [
    makeProduct({ id: 70, type: 'course', title: 'Founder Foundations' }),
    makeProduct({ id: 71, title: 'The Calm Leader Workbook', digitalFileUrl: 'files/workbook.pdf' }),
  ],
  settings: { tracking: false, clockNow: '2026-05-01T12:00:00.000Z' } as AutomationSettingsDto,
  csvReport: { tagged: 0, rejected: [] } as TagCsvResultDto,
  // everyone on the list, and how many of any audience stopped marketing mail or bounced
  everyone: 40,
  unreachable: 3,
  // 17 people a condition, plus 100 when any may match
  countOf: (filter: SegmentFilter) => filter.conditions.length * 17 + (filter.match === 'any' ? 100 : 0),
});

// The Automations tab's routes on the shared test API, an admin signed in by `signInAdmin`.
export function setupAutomationsAdminApi() {
  const api = setupTestApi();
  const state = {
    api,
    ...fresh(),
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Jane' })),
    // the JSON bodies sent to a path
    json: (path: string, method = 'POST') =>
      api.server.requests
        .filter((r) => r.path.split('?')[0] === path && r.method === method)
        .map((r) => (r.body ? (JSON.parse(r.body) as unknown) : undefined)),
    // a broadcast's recipients now: its segment's people (null: everyone) but the unreachable;
    // null when no segment has the id
    recipientsOf: (segmentId: number | null) => {
      const segment = state.segments.find((s) => s.id === segmentId);
      if (segmentId !== null && !segment) return null;
      return (segment?.people ?? state.everyone) - state.unreachable;
    },
    // a broadcast's own fields as the API keeps them from a body, its segment named
    broadcastFields: (body: Record<string, unknown>) => {
      const segmentId = (body.segmentId as number | null | undefined) ?? null;
      const segmentName = state.segments.find((s) => s.id === segmentId)?.name ?? null;
      return { subject: String(body.subject), body: String(body.body), segmentId, segmentName };
    },
    // a lead magnet's own fields as the API keeps them from a body (absent: its defaults)
    leadMagnetFields: (body: Record<string, unknown>) => ({
      slug: String(body.slug),
      title: String(body.title),
      description: (body.description as string | undefined) ?? '',
      productId: Number(body.productId),
      tag: body.tag ? normaliseTag(body.tag) : null,
      sequenceId: (body.sequenceId as number | null | undefined) ?? null,
      showOnPosts: (body.showOnPosts as boolean | undefined) ?? false,
      active: (body.active as boolean | undefined) ?? true,
    }),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
