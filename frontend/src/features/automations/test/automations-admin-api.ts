import { beforeEach } from 'vitest';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import { makeProduct } from '../../shop/test/shop-api';
import { makeSettings } from '../../site/test/site-api';
import type {
  BroadcastDto,
  LeadMagnetDto,
  PersonDto,
  SegmentDto,
  SegmentFilter,
  SequenceDetailDto,
  SequenceStep,
  TagCsvReportDto,
} from '../automations-types';

// The Automations tab's fake API: people, tags, segments, sequences, broadcasts and lead magnets as
// the API keeps them (docs/automations.md), its answers built from them with the API's messages.

export const makePerson = (overrides: Partial<PersonDto> = {}): PersonDto => ({
  id: 1,
  email: 'ada@example.com',
  tags: ['vip'],
  subscribed: true,
  customer: false,
  unsubscribedAt: null,
  firstSource: 'newsletter',
  ...overrides,
});

export const makeSegment = (overrides: Partial<SegmentDto> = {}): SegmentDto => ({
  id: 5,
  name: 'VIP readers',
  filter: { match: 'all', conditions: [{ type: 'tag', tag: 'vip' }] },
  people: 12,
  ...overrides,
});

export const NO_STATS = { waiting: 0, sent: 0, opened: 0, clicked: 0, converted: 0 };

export const makeSequence = (overrides: Partial<SequenceDetailDto> = {}): SequenceDetailDto => ({
  id: 30,
  name: 'Welcome',
  trigger: { type: 'subscribed' },
  segmentId: null,
  status: 'draft',
  entered: 40,
  active: 9,
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
  ...overrides,
});

export const makeBroadcast = (overrides: Partial<BroadcastDto> = {}): BroadcastDto => ({
  id: 70,
  subject: 'Spring sale',
  body: '<p>Everything is 20% off.</p>',
  segmentId: null,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  recipients: null,
  delivery: null,
  opened: 0,
  clicked: 0,
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
  ...overrides,
});

export const SEGMENT_IN_USE = 'This segment is used by the sequence “Welcome”; it cannot be deleted.';

type AutomationsAdmin = ReturnType<typeof setupAutomationsAdminApi>;

const byId = <T extends { id: number }>(list: T[], id: string) => list.find((item) => item.id === Number(id));
let nextId = 1000;

const ROUTES = routeTable<AutomationsAdmin>({
  'GET /api/products': ({ res }, state) => sendJson(res, 200, state.products),
  // the site's settings: its time zone, in which broadcasts are scheduled
  'GET /api/admin/site': ({ res }) => sendJson(res, 200, makeSettings({ timeZone: 'America/New_York' })),
  'GET /api/admin/automations/people': ({ res, query }, state) => {
    const search = query.get('search')?.toLowerCase();
    const tag = query.get('tag');
    const shown = state.people.filter((p) => (!search || p.email.includes(search)) && (!tag || p.tags.includes(tag)));
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize') ?? 20);
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(shown.length) });
    res.end(JSON.stringify(shown.slice((page - 1) * size, page * size)));
  },
  'POST /api/admin/automations/people/tags': ({ res, body }, state) => {
    const tag = String(body.tag).toLowerCase();
    for (const person of state.people.filter((p) => body.emails.includes(p.email))) {
      person.tags = body.action === 'add' ? [...new Set([...person.tags, tag])] : person.tags.filter((t) => t !== tag);
    }
    return sendJson(res, 200, { changed: body.emails.length });
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
    const segment = { id: nextId++, ...body, people: state.countOf(body.filter) } as SegmentDto;
    state.segments.push(segment);
    return sendJson(res, 201, segment);
  },
  'PUT /api/admin/automations/segments/{id}': ({ res, params, body }, state) => {
    const segment = byId(state.segments, params.id);
    if (!segment) return error(res, 404, 'This segment does not exist.');
    Object.assign(segment, body, { people: state.countOf(body.filter) });
    return sendJson(res, 200, segment);
  },
  'DELETE /api/admin/automations/segments/{id}': ({ res, params }, state) => {
    if (state.sequences.some((s) => s.segmentId === Number(params.id))) return error(res, 409, SEGMENT_IN_USE);
    state.segments = state.segments.filter((s) => s.id !== Number(params.id));
    res.writeHead(204).end();
  },
  'GET /api/admin/automations/sequences': ({ res }, state) =>
    sendJson(
      res,
      200,
      state.sequences.map(({ steps, ...s }) => ({ ...s, steps: steps.map(({ stats: _stats, ...step }) => step) })),
    ),
  'GET /api/admin/automations/sequences/{id}': ({ res, params }, state) => {
    const sequence = byId(state.sequences, params.id);
    return sequence ? sendJson(res, 200, sequence) : error(res, 404, 'This sequence does not exist.');
  },
  'POST /api/admin/automations/sequences': ({ res, body }, state) => {
    const steps = (body.steps as SequenceStep[]).map((step) => ({ ...step, id: nextId++, stats: NO_STATS }));
    const sequence = { ...body, id: nextId++, status: 'draft', entered: 0, active: 0, steps } as SequenceDetailDto;
    state.sequences.push(sequence);
    return sendJson(res, 201, sequence);
  },
  'PUT /api/admin/automations/sequences/{id}': ({ res, params, body }, state) => {
    const sequence = byId(state.sequences, params.id);
    if (!sequence) return error(res, 404, 'This sequence does not exist.');
    const steps = (body.steps as SequenceStep[]).map((step) => ({
      ...step,
      id: step.id ?? nextId++,
      stats: sequence.steps.find((s) => s.id === step.id)?.stats ?? NO_STATS,
    }));
    Object.assign(sequence, body, { steps });
    return sendJson(res, 200, sequence);
  },
  'POST /api/admin/automations/sequences/{id}/status': ({ res, params, body }, state) => {
    const sequence = byId(state.sequences, params.id);
    if (!sequence) return error(res, 404, 'This sequence does not exist.');
    sequence.status = body.status;
    return sendJson(res, 200, sequence);
  },
  'GET /api/admin/automations/broadcasts': ({ res }, state) => sendJson(res, 200, state.broadcasts),
  'POST /api/admin/automations/broadcasts': ({ res, body }, state) => {
    const broadcast = makeBroadcast({ ...body, id: nextId++ });
    state.broadcasts.push(broadcast);
    return sendJson(res, 201, broadcast);
  },
  'PUT /api/admin/automations/broadcasts/{id}': ({ res, params, body }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast) return error(res, 404, 'This broadcast does not exist.');
    Object.assign(broadcast, body);
    return sendJson(res, 200, broadcast);
  },
  'POST /api/admin/automations/broadcasts/preview': ({ res, body }) =>
    sendJson(res, 200, { subject: body.subject, html: `<h1>${body.subject}</h1>${body.body}`, text: body.subject }),
  'POST /api/admin/automations/broadcasts/{id}/test': ({ res }) =>
    sendJson(res, 202, { message: 'A test was sent to owner@example.com.' }),
  'POST /api/admin/automations/broadcasts/{id}/schedule': ({ res, params, body }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast) return error(res, 404, 'This broadcast does not exist.');
    Object.assign(broadcast, { status: 'scheduled', scheduledAt: body.at });
    return sendJson(res, 200, broadcast);
  },
  'POST /api/admin/automations/broadcasts/{id}/cancel': ({ res, params }, state) => {
    const broadcast = byId(state.broadcasts, params.id);
    if (!broadcast || broadcast.status === 'sent') return error(res, 409, 'This broadcast is sent already.');
    Object.assign(broadcast, { status: 'draft', scheduledAt: null });
    return sendJson(res, 200, broadcast);
  },
  'GET /api/admin/automations/lead-magnets': ({ res }, state) => sendJson(res, 200, state.leadMagnets),
  'POST /api/admin/automations/lead-magnets': ({ res, body }, state) => {
    const leadMagnet = { ...body, id: nextId++ } as LeadMagnetDto;
    state.leadMagnets.push(leadMagnet);
    return sendJson(res, 201, leadMagnet);
  },
  'PUT /api/admin/automations/lead-magnets/{id}': ({ res, params, body }, state) => {
    const leadMagnet = byId(state.leadMagnets, params.id);
    if (!leadMagnet) return error(res, 404, 'This lead magnet does not exist.');
    Object.assign(leadMagnet, body);
    return sendJson(res, 200, leadMagnet);
  },
  'GET /api/admin/automations/settings': ({ res }, state) => sendJson(res, 200, state.settings),
  'PUT /api/admin/automations/settings': ({ res, body }, state) => {
    Object.assign(state.settings, body);
    return sendJson(res, 200, state.settings);
  },
});

// what each test starts with: two people, one segment, no sequence, broadcast or lead magnet, a
// course and a workbook with its file to name, tracking off
const fresh = () => ({
  people: [makePerson(), makePerson({ id: 2, email: 'bob@example.com', tags: [], customer: true, firstSource: null })],
  segments: [makeSegment()],
  sequences: [] as SequenceDetailDto[],
  broadcasts: [] as BroadcastDto[],
  leadMagnets: [] as LeadMagnetDto[],
  products: [
    makeProduct({ id: 70, type: 'course', title: 'Founder Foundations' }),
    makeProduct({ id: 71, title: 'The Calm Leader Workbook', digitalFileUrl: 'files/workbook.pdf' }),
  ],
  settings: { tracking: false },
  csvReport: { tagged: 0, rejected: [] } as TagCsvReportDto,
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
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
