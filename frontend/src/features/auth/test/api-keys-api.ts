import { beforeEach } from 'vitest';
import type { ApiKeyDto, CreateApiKeyDto } from '../admin/api';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';

export function makeApiKey(id: number, overrides: Partial<ApiKeyDto> = {}): ApiKeyDto {
  return {
    id,
    name: `Key ${id}`,
    scope: 'read-content',
    prefix: `csk_${String(id).padStart(8, 'a')}`,
    createdAt: '2025-06-01T09:00:00.000Z',
    createdBy: 'Ada Lovelace',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

type ApiKeysTab = ReturnType<typeof setupApiKeysApi>;

// what the list answers: active keys first, newest first, then revoked ones
const listed = (keys: ApiKeyDto[]) =>
  [...keys].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null) || b.id - a.id);

// The API keys tab's routes with the real API's answers and messages.
const ROUTES = routeTable<ApiKeysTab>({
  'GET /api/admin/api-keys': ({ res }, state) => sendJson(res, 200, listed(state.keys)),
  'POST /api/admin/api-keys': ({ res, body: sent }, state) => {
    const body = sent as CreateApiKeyDto;
    const taken = state.keys.some((k) => !k.revokedAt && k.name.toLowerCase() === body.name.toLowerCase());
    if (taken) return error(res, 409, `You already have an active key named "${body.name}".`);
    const id = Math.max(0, ...state.keys.map((k) => k.id)) + 1;
    const token = `csk_${'N'.repeat(8)}${String(id).padStart(32, '0')}`;
    const key = makeApiKey(id, { ...body, prefix: token.slice(0, 12), createdAt: new Date().toISOString() });
    state.keys.push(key);
    return sendJson(res, 201, { key, token });
  },
  'POST /api/admin/api-keys/{id}/revoke': ({ res, params }, state) => {
    const key = state.keys.find((k) => k.id === Number(params.id));
    if (!key) return error(res, 404, 'This API key does not exist.');
    key.revokedAt ??= new Date().toISOString();
    return sendJson(res, 200, key);
  },
});

// The API keys tab's state: the owner's keys (at the start of each test one used admin key, one
// never used read-content key and one revoked key).
export function setupApiKeysApi() {
  const api = setupTestApi();
  const state = {
    api,
    keys: [] as ApiKeyDto[],
    // the JSON bodies sent to a path
    sent: (path: string, method = 'POST') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.keys = [
      makeApiKey(1, { name: 'Old sync', revokedAt: '2025-06-02T10:00:00.000Z' }),
      makeApiKey(2, { name: 'Nightly orders', scope: 'admin', lastUsedAt: '2025-06-03T15:45:00.000Z' }),
      makeApiKey(3, { name: 'Site mirror', createdBy: 'Grace Hopper' }),
    ];
  });
  return state;
}
