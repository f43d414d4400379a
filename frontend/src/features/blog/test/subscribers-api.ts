import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import type { ImportReportDto, MailSuppressionDto, SubscriberDto } from '../admin/api';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from './test-api';
import { sendJson, sendPage, setupBlogApi } from './test-api';

export const subscriber = (id: number, email: string, status: SubscriberDto['status'], day = '05'): SubscriberDto => ({
  id,
  email,
  subscribedAt: `2025-03-${day}T12:00:00.000Z`,
  active: status === 'active',
  status,
  confirmedAt: status === 'active' ? `2025-03-${day}T12:05:00.000Z` : null,
  unsubscribedAt: null,
  undeliverable: null,
});

export const stopped = (id: number, email: string, reason: MailSuppressionDto['reason'], detail: string | null) => ({
  id,
  email,
  reason,
  detail,
  since: '2025-03-07T09:00:00.000Z',
  softBounces: 0,
});

type ImportAnswer = ImportReportDto | { status: number; message: string };
interface Subscribers {
  list: SubscriberDto[];
  importAnswer: ImportAnswer;
  suppressions: MailSuppressionDto[];
}

// The admin's subscriber routes over a list the test controls: search filters it as the server
// does, an import answers `importAnswer` (or an error), a removal deletes from it; and the
// undeliverable addresses over `suppressions` (marking adds one, lifting deletes it and clears the
// subscriber's `undeliverable`, as the server's lift does).
const ROUTES = routeTable<Subscribers>({
  'GET /api/admin/subscribers': ({ req, res, query }, { list }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    return sendPage(
      res,
      req.path,
      list.filter((s) => s.email.includes(search)),
    );
  },
  'POST /api/admin/subscribers/import': ({ res }, { importAnswer: answer }) =>
    'status' in answer
      ? sendJson(res, answer.status, { statusCode: answer.status, message: answer.message })
      : sendJson(res, 200, answer),
  'DELETE /api/admin/subscribers/{id}': ({ res, params }, { list }) => {
    list.splice(
      list.findIndex((s) => s.id === Number(params.id)),
      1,
    );
    res.writeHead(204).end();
  },
  'GET /api/admin/mail-suppressions': ({ req, res }, { suppressions }) => sendPage(res, req.path, suppressions),
  'POST /api/admin/mail-suppressions': ({ res, body }, { suppressions }) => {
    const row = stopped(suppressions.length + 100, String(body.email).toLowerCase(), 'manual', null);
    suppressions.unshift(row);
    sendJson(res, 200, row);
  },
  'DELETE /api/admin/mail-suppressions/{id}': ({ res, params }, { list, suppressions }) => {
    const [gone] = suppressions.splice(
      suppressions.findIndex((s) => s.id === Number(params.id)),
      1,
    );
    for (const s of list) if (s.email === gone.email) s.undeliverable = null;
    res.writeHead(204).end();
  },
});

function subscribersApi(state: Subscribers): Handler {
  const routes = bindRoutes(ROUTES, state);
  return (req, res) => {
    if (!routes(req, res)) sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
}

const REPORT: ImportReportDto = {
  added: 2,
  alreadySubscribed: 1,
  skippedUnsubscribed: 1,
  duplicates: 0,
  invalid: [{ line: 4, text: 'not-an-address' }],
};

// The blog's test API answering the admin's subscriber routes from `list`: three subscribers, one
// per status, at the start of each test; the import answers REPORT unless `answerImport` says else.
export function setupSubscribersApi() {
  const api = setupBlogApi();
  const state = {
    api,
    list: [] as SubscriberDto[],
    suppressions: [] as MailSuppressionDto[],
    // the reads of the subscriber list so far
    listCalls: () => api.calls('GET').filter((c) => c.path.startsWith('/api/admin/subscribers')),
    answerImport(answer: ImportAnswer) {
      api.handler = subscribersApi({ list: state.list, importAnswer: answer, suppressions: state.suppressions });
    },
  };
  beforeEach(() => {
    state.list = [
      subscriber(1, 'ada@example.com', 'active'),
      subscriber(2, 'bob@example.com', 'inactive', '01'),
      subscriber(3, 'cy@other.org', 'pending', '02'),
    ];
    state.suppressions = [];
    state.answerImport(REPORT);
  });
  return state;
}

export const subscribersRegion = () => screen.findByRole('region', { name: 'Subscribers' });
