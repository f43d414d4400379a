import { beforeEach } from 'vitest';
import type { CreateWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto } from '../admin/api';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson, setupTestApi } from '../../../test/test-api';

export function makeEndpoint(id: number, overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto {
  return {
    id,
    url: `https://hooks.example.com/${id}`,
    description: '',
    events: ['order.paid'],
    allowPrivate: false,
    enabled: true,
    createdAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDelivery(id: number, overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    id,
    eventId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    eventType: 'order.paid',
    status: 'succeeded',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: '2025-06-02T10:00:05.000Z',
    createdAt: '2025-06-02T10:00:00.000Z',
    payload: {},
    attemptLog: [],
    ...overrides,
  };
}

type WebhooksTab = ReturnType<typeof setupWebhooksApi>;
const PRIVATE = (host: string) =>
  `${host} is a private, loopback or link-local address (${host}); webhooks go there only when the endpoint allows private addresses.`;

// The Webhooks tab's routes with the real API's answers and messages.
const ROUTES = routeTable<WebhooksTab>({
  'GET /api/admin/webhooks': ({ res }, state) => sendJson(res, 200, state.endpoints),
  'POST /api/admin/webhooks': ({ res, body: sent }, state) => {
    const body = sent as CreateWebhookEndpointDto;
    const host = new URL(body.url).hostname;
    if (/^(127\.|10\.|localhost$)/.test(host) && !body.allowPrivate) {
      const message = PRIVATE(host);
      return sendJson(res, 400, { statusCode: 400, message, errors: [{ field: 'url', message }] });
    }
    const id = Math.max(0, ...state.endpoints.map((e) => e.id)) + 1;
    const endpoint = makeEndpoint(id, {
      ...body,
      description: body.description ?? '',
      allowPrivate: !!body.allowPrivate,
    });
    state.endpoints.push(endpoint);
    return sendJson(res, 201, { ...endpoint, secret: `whsec_${'S'.repeat(42)}${id}` });
  },
  'POST /api/admin/webhooks/{id}/test': ({ res, params }, state) => {
    const id = Number(params.id);
    if (!state.endpoints.some((e) => e.id === id))
      return error(res, 404, 'This webhook endpoint does not exist (any more).');
    state.deliveries.unshift(
      makeDelivery(100 + state.deliveries.length, {
        eventType: 'webhook.test',
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        deliveredAt: null,
      }),
    );
    return sendJson(res, 202, { eventId: state.deliveries[0].eventId });
  },
  'GET /api/admin/webhooks/deliveries': ({ res, query }, state) => {
    if (!state.endpoints.some((e) => e.id === Number(query.get('endpointId'))))
      return error(res, 400, 'endpointId must be the id of a webhook endpoint');
    res.setHeader('X-Total-Count', String(state.deliveries.length));
    return sendJson(res, 200, state.deliveries);
  },
  'POST /api/admin/webhooks/deliveries/{id}/replay': ({ res, params }, state) => {
    const delivery = state.deliveries.find((d) => d.id === Number(params.id));
    if (!delivery) return error(res, 404, 'This webhook delivery does not exist (any more).');
    Object.assign(delivery, { status: 'pending', nextAttemptAt: new Date().toISOString() });
    return sendJson(res, 200, delivery);
  },
});

// The Webhooks tab's state: one endpoint and its two deliveries, one failed, at the start of each test.
export function setupWebhooksApi() {
  const api = setupTestApi();
  const state = {
    api,
    endpoints: [] as WebhookEndpointDto[],
    deliveries: [] as WebhookDeliveryDto[],
    sent: (path: string, method = 'POST') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.endpoints = [makeEndpoint(1, { description: 'Zapier', events: ['order.paid', 'booking.created'] })];
    state.deliveries = [
      makeDelivery(2, {
        status: 'failed',
        attempts: 7,
        lastStatusCode: 500,
        lastError: 'The receiver answered 500',
        deliveredAt: null,
      }),
      makeDelivery(1),
    ];
  });
  return state;
}
