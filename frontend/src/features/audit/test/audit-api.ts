import { beforeEach } from 'vitest';
import type { AuditEntryDto } from '../admin/api';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, sendPage, setupTestApi } from '../../../test/test-api';

export function makeAuditEntry(id: number, overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id,
    at: '2025-06-03T15:45:00.000Z',
    actor: 'Ada Lovelace <ada@example.com>',
    actorUserId: 1,
    apiKeyId: null,
    ip: '203.0.113.7',
    action: 'PATCH /api/products/{product}',
    note: null,
    tables: ['products'],
    changes: [
      {
        table: 'products',
        rowId: '12',
        operation: 'UPDATE',
        before: { price_cents: 4900 },
        after: { price_cents: 5900 },
      },
    ],
    ...overrides,
  };
}

type AuditApi = ReturnType<typeof setupAuditApi>;

// The Audit log tab's routes with the real API's answers and messages (the filters are the server's:
// this harness answers the same page whatever they are, and the tests read what was asked).
const ROUTES = routeTable<AuditApi>({
  'GET /api/admin/audit-log': ({ req, res }, state) => sendPage(res, req.path, state.entries),
  'GET /api/admin/audit-log/tables': ({ res }) => sendJson(res, 200, ['coupons', 'products']),
  'GET /api/admin/audit-log/settings': ({ res }, state) => sendJson(res, 200, { keepDays: state.keepDays }),
  'PUT /api/admin/audit-log/settings': ({ res, body }, state) => {
    const { keepDays } = body as { keepDays: number };
    if (!Number.isInteger(keepDays) || keepDays < 30 || keepDays > 3650) {
      return error(res, 400, 'Keep the audit log for a whole number of days from 30 to 3650');
    }
    state.keepDays = keepDays;
    return sendJson(res, 200, { keepDays });
  },
});

// The Audit log tab's state: two entries (a price change by the owner, a backup downloaded by a key).
export function setupAuditApi() {
  const api = setupTestApi();
  const state = {
    api,
    entries: [] as AuditEntryDto[],
    keepDays: 365,
    listCalls: () => api.server.requests.filter((r) => r.path.startsWith('/api/admin/audit-log?')).map((r) => r.path),
    sent: (path: string, method = 'PUT') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.keepDays = 365;
    state.entries = [
      makeAuditEntry(2),
      makeAuditEntry(1, {
        actor: 'API key "Nightly" of Ada Lovelace <ada@example.com>',
        apiKeyId: 4,
        action: 'GET /api/admin/backups/{name}',
        note: 'Downloaded the backup archive backup-1.tar.gz',
        tables: [],
        changes: [],
      }),
    ];
  });
  return state;
}
