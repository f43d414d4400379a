import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import type { ImportReportDto, SubscriberDto } from '../api';
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
});

// The admin's subscriber routes over a list the test controls: search filters it as the server
// does, an import answers `report` (or an error), a removal deletes from it.
function subscribersApi(list: SubscriberDto[], importAnswer: ImportReportDto | { status: number; message: string }) {
  const handler: Handler = (req, res) => {
    const [path, query] = req.path.split('?');
    const search = new URLSearchParams(query).get('search')?.toLowerCase() ?? '';
    if (req.method === 'GET' && path === '/api/admin/subscribers') {
      return sendPage(
        res,
        req.path,
        list.filter((s) => s.email.includes(search)),
      );
    }
    if (req.method === 'POST' && path === '/api/admin/subscribers/import') {
      if ('status' in importAnswer)
        return sendJson(res, importAnswer.status, { statusCode: importAnswer.status, message: importAnswer.message });
      return sendJson(res, 200, importAnswer);
    }
    const removed = /^\/api\/admin\/subscribers\/(\d+)$/.exec(path);
    if (req.method === 'DELETE' && removed) {
      list.splice(
        list.findIndex((s) => s.id === Number(removed[1])),
        1,
      );
      res.writeHead(204).end();
      return;
    }
    sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
  return handler;
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
    // the reads of the subscriber list so far
    listCalls: () => api.calls('GET').filter((c) => c.path.startsWith('/api/admin/subscribers')),
    answerImport(answer: ImportReportDto | { status: number; message: string }) {
      api.handler = subscribersApi(state.list, answer);
    },
  };
  beforeEach(() => {
    state.list = [
      subscriber(1, 'ada@example.com', 'active'),
      subscriber(2, 'bob@example.com', 'inactive', '01'),
      subscriber(3, 'cy@other.org', 'pending', '02'),
    ];
    state.answerImport(REPORT);
  });
  return state;
}

export const subscribersRegion = () => screen.findByRole('region', { name: 'Subscribers' });
