import { beforeEach } from 'vitest';
import type { ContactMessageDto, ContactReplyDto, ContactThreadDto } from '../admin/api';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';

// The Messages tab's fake API: the messages and their replies as backend/src/modules/contact keeps
// them, its filters, search and messages.

export const MESSAGE_GONE = 'This message does not exist (any more).';
const AT = '2026-03-02T10:00:00.000Z';

export const makeMessage = (overrides: Partial<ContactMessageDto> = {}): ContactMessageDto => ({
  id: 1,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'speaking',
  message: 'Could you speak at our conference in May?',
  createdAt: AT,
  read: false,
  held: false,
  ...overrides,
});

type Stored = ContactMessageDto & { replies: ContactReplyDto[] };
type MessagesAdmin = ReturnType<typeof setupMessagesAdminApi>;
let nextReply = 100;

const inFilter = (filter: string | null) => (m: Stored) =>
  filter === 'held' ? m.held : !m.held && (filter !== 'unread' || !m.read);
const matches = (search: string | null) => (m: Stored) =>
  !search || [m.name, m.email, m.subject, m.message].some((v) => v.toLowerCase().includes(search.toLowerCase()));
const summary = ({ replies: _replies, ...m }: Stored): ContactMessageDto => m;

const ROUTES = routeTable<MessagesAdmin>({
  'GET /api/admin/messages': ({ res, query }, state) => {
    const shown = state.messages.filter(inFilter(query.get('filter'))).filter(matches(query.get('search')));
    res
      .writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(shown.length) })
      .end(JSON.stringify(shown.map(summary)));
  },
  'GET /api/admin/messages/{id}': ({ res, params }, state) => {
    const m = state.find(params.id);
    return m ? sendJson(res, 200, m satisfies ContactThreadDto) : error(res, 404, MESSAGE_GONE);
  },
  'PUT /api/admin/messages/{id}/read': ({ res, params, body }, state) => {
    const m = state.find(params.id);
    if (!m) return error(res, 404, MESSAGE_GONE);
    m.read = body.read;
    return sendJson(res, 200, summary(m));
  },
  'POST /api/admin/messages/{id}/replies': ({ res, params, body }, state) => {
    const m = state.find(params.id);
    if (!m) return error(res, 404, MESSAGE_GONE);
    if (state.refuseReply) return error(res, 400, state.refuseReply);
    const reply = m.replies.find((r) => r.replyId === body.replyId) ?? {
      id: nextReply++,
      replyId: body.replyId,
      body: String(body.body).trim(),
      createdAt: '2026-03-02T11:00:00.000Z',
    };
    if (!m.replies.includes(reply)) m.replies.push(reply);
    m.read = true;
    return sendJson(res, 200, reply);
  },
  'POST /api/admin/messages/{id}/release': ({ res, params }, state) => {
    const m = state.find(params.id);
    if (!m) return error(res, 404, MESSAGE_GONE);
    m.held = false;
    return sendJson(res, 200, summary(m));
  },
  'DELETE /api/admin/messages/{id}': ({ res, params }, state) => {
    if (!state.find(params.id)) return error(res, 404, MESSAGE_GONE);
    state.messages = state.messages.filter((m) => m.id !== Number(params.id));
    res.writeHead(204).end();
  },
});

// what each test starts with: an unread message, a read one with a reply, one held back as spam
const fresh = () => ({
  messages: [
    { ...makeMessage(), replies: [] },
    {
      ...makeMessage({ id: 2, name: 'Alan Turing', email: 'alan@example.com', subject: 'collaboration', read: true }),
      message: 'A joint workshop on machines?',
      replies: [{ id: 50, replyId: '0b6f1c1e-7a53-4a0e-9f5c-3f3a2b1c0d4e', body: 'Gladly!', createdAt: AT }],
    },
    {
      ...makeMessage({ id: 3, name: 'Spam Bot', email: 'bot@spam.example', subject: 'other', held: true }),
      replies: [],
    },
  ] as Stored[],
  refuseReply: null as string | null,
});

export function setupMessagesAdminApi() {
  const api = setupTestApi();
  const state = {
    api,
    ...fresh(),
    find(id: string | number): Stored | undefined {
      return state.messages.find((m) => m.id === Number(id));
    },
    sent: (path: string, method = 'POST') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
