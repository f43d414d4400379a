import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
      query: () => ({ url: `/api/admin/webhooks` }),
    }),
    createWebhookEndpoint: build.mutation<CreateWebhookEndpointApiResponse, CreateWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks`, method: 'POST', body: queryArg.createWebhookEndpointDto }),
    }),
    updateWebhookEndpoint: build.mutation<UpdateWebhookEndpointApiResponse, UpdateWebhookEndpointApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/webhooks/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateWebhookEndpointDto,
      }),
    }),
    deleteWebhookEndpoint: build.mutation<DeleteWebhookEndpointApiResponse, DeleteWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}`, method: 'DELETE' }),
    }),
    rollWebhookSecret: build.mutation<RollWebhookSecretApiResponse, RollWebhookSecretApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}/secret`, method: 'POST' }),
    }),
    sendWebhookTest: build.mutation<SendWebhookTestApiResponse, SendWebhookTestApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}/test`, method: 'POST' }),
    }),
    listWebhookDeliveries: build.query<ListWebhookDeliveriesApiResponse, ListWebhookDeliveriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/webhooks/deliveries`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          endpointId: queryArg.endpointId,
        },
      }),
    }),
    replayWebhookDelivery: build.mutation<ReplayWebhookDeliveryApiResponse, ReplayWebhookDeliveryApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/deliveries/${queryArg.id}/replay`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedWebhooksApi };
export type ListWebhookEndpointsApiResponse = /** status 200 OK */ WebhookEndpointDto[];
export type ListWebhookEndpointsApiArg = void;
export type CreateWebhookEndpointApiResponse = /** status 201 Created */ WebhookEndpointWithSecretDto;
export type CreateWebhookEndpointApiArg = {
  createWebhookEndpointDto: CreateWebhookEndpointDto;
};
export type UpdateWebhookEndpointApiResponse = /** status 200 OK */ WebhookEndpointDto;
export type UpdateWebhookEndpointApiArg = {
  id: number;
  updateWebhookEndpointDto: UpdateWebhookEndpointDto;
};
export type DeleteWebhookEndpointApiResponse = unknown;
export type DeleteWebhookEndpointApiArg = {
  id: number;
};
export type RollWebhookSecretApiResponse = /** status 200 OK */ WebhookEndpointWithSecretDto;
export type RollWebhookSecretApiArg = {
  id: number;
};
export type SendWebhookTestApiResponse = /** status 202 Queued */ WebhookTestSentDto;
export type SendWebhookTestApiArg = {
  id: number;
};
export type ListWebhookDeliveriesApiResponse = /** status 200 OK */ WebhookDeliveryDto[];
export type ListWebhookDeliveriesApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** The endpoint whose deliveries to list */
  endpointId: number;
};
export type ReplayWebhookDeliveryApiResponse = /** status 200 OK */ WebhookDeliveryDto;
export type ReplayWebhookDeliveryApiArg = {
  id: number;
};
export type WebhookEndpointDto = {
  id: number;
  url: string;
  description: string;
  events: (
    | 'order.paid'
    | 'order.refunded'
    | 'order.shipped'
    | 'subscriber.confirmed'
    | 'subscriber.unsubscribed'
    | 'enrolment.created'
    | 'course.completed'
    | 'booking.created'
    | 'booking.moved'
    | 'booking.cancelled'
    | 'membership.started'
    | 'membership.renewed'
    | 'membership.cancelled'
  )[];
  allowPrivate: boolean;
  enabled: boolean;
  createdAt: string;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  statusCode: number;
  message: string;
  error?: string;
  /** One entry per invalid field (validation errors only) */
  errors?: FieldErrorDto[];
  /** When a dripped lesson opens (403 only) */
  opensAt?: string;
  /** 403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again */
  reauthenticate?: boolean;
  /** 5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error. */
  reference?: string;
};
export type WebhookEndpointWithSecretDto = {
  id: number;
  url: string;
  description: string;
  events: (
    | 'order.paid'
    | 'order.refunded'
    | 'order.shipped'
    | 'subscriber.confirmed'
    | 'subscriber.unsubscribed'
    | 'enrolment.created'
    | 'course.completed'
    | 'booking.created'
    | 'booking.moved'
    | 'booking.cancelled'
    | 'membership.started'
    | 'membership.renewed'
    | 'membership.cancelled'
  )[];
  allowPrivate: boolean;
  enabled: boolean;
  createdAt: string;
  /** The signing secret (HMAC-SHA256 of "<t>.<body>"): shown this once, store it with the receiver */
  secret: string;
};
export type CreateWebhookEndpointDto = {
  /** Where events are POSTed: https (http only with allowPrivate); checked for private addresses */
  url: string;
  description?: string;
  /** The events this endpoint receives */
  events: (
    | 'order.paid'
    | 'order.refunded'
    | 'order.shipped'
    | 'subscriber.confirmed'
    | 'subscriber.unsubscribed'
    | 'enrolment.created'
    | 'course.completed'
    | 'booking.created'
    | 'booking.moved'
    | 'booking.cancelled'
    | 'membership.started'
    | 'membership.renewed'
    | 'membership.cancelled'
  )[];
  /** Let deliveries reach private, loopback and link-local addresses (and plain http): only for a receiver on your own network, as it lets the site call inside it */
  allowPrivate?: boolean;
  /** Switched off, the endpoint gets no new deliveries */
  enabled?: boolean;
};
export type UpdateWebhookEndpointDto = {
  url?: string;
  description?: string;
  events?: (
    | 'order.paid'
    | 'order.refunded'
    | 'order.shipped'
    | 'subscriber.confirmed'
    | 'subscriber.unsubscribed'
    | 'enrolment.created'
    | 'course.completed'
    | 'booking.created'
    | 'booking.moved'
    | 'booking.cancelled'
    | 'membership.started'
    | 'membership.renewed'
    | 'membership.cancelled'
  )[];
  allowPrivate?: boolean;
  enabled?: boolean;
};
export type WebhookTestSentDto = {
  /** The test event’s id (its Webhook-Id) */
  eventId: string;
};
export type WebhookAttemptDto = {
  attempt: number;
  at: string;
  /** The receiver’s HTTP status; null when it did not answer */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};
export type WebhookDeliveryDto = {
  id: number;
  /** The event’s id, sent as the Webhook-Id header */
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivering' | 'succeeded' | 'failed';
  /** Tries so far, replays included */
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** When the next try is due (pending) */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** The body sent */
  payload: {
    [key: string]: any;
  };
  attemptLog: WebhookAttemptDto[];
};
