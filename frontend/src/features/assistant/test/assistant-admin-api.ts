import type { ServerResponse } from 'node:http';
import { beforeEach } from 'vitest';
import type {
  AskedQuestionDto,
  AssistantSettingsDto,
  AssistantSummaryDto,
  FaqDto,
} from '../../../api/generated-assistant';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';

// The Assistant tab's fake API: the questions asked, the FAQ and the settings as the API keeps
// them (backend/src/modules/chat: faq/, owner/), its answers and messages built as the API builds
// its own.

const ASKED = '2026-03-02T10:00:00.000Z';

export const makeQuestion = (overrides: Partial<AskedQuestionDto> = {}): AskedQuestionDto => ({
  id: 1,
  askedAt: ASKED,
  question: 'Do you coach teams?',
  answer: 'I could not find that on the site.',
  answered: false,
  sources: [],
  faqId: null,
  conversationId: '6f1c2f0e-1d1b-4c43-9c39-1d0ab0b3f2a1',
  handedOver: false,
  signedIn: false,
  ...overrides,
});

export const makeFaq = (overrides: Partial<FaqDto> = {}): FaqDto => ({
  id: 50,
  question: 'Do you offer refunds?',
  answer: 'Yes, within 30 days.',
  link: '/refund-policy',
  createdAt: ASKED,
  updatedAt: ASKED,
  ...overrides,
});

// the API's messages (backend/src/modules/chat/owner/owner.errors.ts)
export const FAQ_GONE = 'This FAQ entry does not exist (any more).';
export const BAD_LINK =
  'link must be a path on this site starting with / or an https:// address, at most 500 characters.';

type AssistantAdmin = ReturnType<typeof setupAssistantAdminApi>;
let nextId = 1000;

const fieldError = (res: ServerResponse, field: string, message: string) =>
  sendJson(res, 400, { statusCode: 400, message, errors: [{ field, message }] });

// an entry's fields as the API keeps them from a body (a blank link: none)
const faqFields = (body: Record<string, unknown>) => ({
  question: String(body.question).trim(),
  answer: String(body.answer).trim(),
  link: typeof body.link === 'string' && body.link.trim() ? body.link.trim() : null,
});
const badLink = (body: Record<string, unknown>) =>
  typeof body.link === 'string' && body.link.trim() !== '' && !/^(\/(?!\/)|https:\/\/)\S*$/.test(body.link.trim());

const ROUTES = routeTable<AssistantAdmin>({
  'GET /api/admin/assistant/questions': ({ res, query }, state) => {
    const status = query.get('status') ?? 'unanswered';
    const shown = state.questions.filter((q) => status === 'all' || q.answered === (status === 'answered'));
    const limit = Number(query.get('limit') ?? 20);
    const start = Number(query.get('cursor') ?? 0);
    const items = shown.slice(start, start + limit);
    const headers: Record<string, string> = { 'X-Total-Count': String(shown.length) };
    if (start + limit < shown.length) headers['X-Next-Cursor'] = String(start + limit);
    res.writeHead(200, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(items));
  },
  'GET /api/admin/assistant/summary': ({ res }, state) => sendJson(res, 200, state.summary),
  'GET /api/admin/assistant/faq': ({ res }, state) => sendJson(res, 200, state.faq),
  'POST /api/admin/assistant/faq': ({ res, body }, state) => {
    if (badLink(body)) return fieldError(res, 'link', BAD_LINK);
    const asked = state.questions.find((q) => q.id === body.questionId);
    if (body.questionId !== undefined && !asked) return error(res, 404, 'This question does not exist (any more).');
    const entry = makeFaq({ ...faqFields(body), id: nextId++ });
    state.faq.unshift(entry);
    const text = asked?.question.trim().toLowerCase();
    for (const q of state.questions)
      if (q === asked || (!q.answered && q.question.trim().toLowerCase() === text)) q.faqId = entry.id;
    return sendJson(res, 201, entry);
  },
  'PUT /api/admin/assistant/faq/{id}': ({ res, params, body }, state) => {
    const entry = state.faq.find((e) => e.id === Number(params.id));
    if (!entry) return error(res, 404, FAQ_GONE);
    if (badLink(body)) return fieldError(res, 'link', BAD_LINK);
    Object.assign(entry, faqFields(body));
    return sendJson(res, 200, entry);
  },
  'DELETE /api/admin/assistant/faq/{id}': ({ res, params }, state) => {
    const id = Number(params.id);
    if (!state.faq.some((e) => e.id === id)) return error(res, 404, FAQ_GONE);
    state.faq = state.faq.filter((e) => e.id !== id);
    state.questions.forEach((q) => q.faqId === id && (q.faqId = null));
    res.writeHead(204).end();
  },
  'GET /api/admin/assistant/settings': ({ res }, state) => sendJson(res, 200, state.settings),
  'PUT /api/admin/assistant/settings': ({ res, body }, state) => {
    state.settings = { retentionDays: body.retentionDays };
    return sendJson(res, 200, state.settings);
  },
});

// what each test starts with: an unanswered question and an answered one, one FAQ entry, 90 days
const fresh = () => ({
  questions: [
    makeQuestion(),
    makeQuestion({
      id: 2,
      question: 'What is your refund policy?',
      answer: 'Refunds are given within 30 days of purchase.',
      answered: true,
      sources: [{ source: 'legal', label: 'Legal page', title: 'Refund policy', url: '/refund-policy' }],
    }),
  ],
  faq: [makeFaq()],
  summary: {
    days: 30,
    asked: 12,
    answered: 9,
    unanswered: 3,
    handedOver: 2,
    answeredSince: 1,
    topSources: [],
  } as AssistantSummaryDto,
  settings: { retentionDays: 90 } as AssistantSettingsDto,
});

// The Assistant tab's routes on the shared test API; `sent` reads what the page sent to a path.
export function setupAssistantAdminApi() {
  const api = setupTestApi();
  const state = {
    api,
    ...fresh(),
    sent: (path: string, method = 'POST') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
