import type { Paged } from '../../../api/paged';
import {
  generatedWebhooksApi,
  type ListWebhookDeliveriesApiArg,
  type WebhookDeliveryDto,
} from '../../../api/generated-webhooks';
import { listWebhookDeliveriesPaged } from '../../../api/generated-webhooks-extras';

// The Webhooks tab's endpoints: its own generated client (generated-webhooks.ts), so no other admin
// tab carries them. The endpoints are read again after each change; an endpoint's deliveries after a
// test event or a replay.
export const webhooksAdminApi = generatedWebhooksApi
  .enhanceEndpoints({
    addTagTypes: ['WebhookEndpoint', 'WebhookDelivery'],
    endpoints: {
      listWebhookEndpoints: { providesTags: ['WebhookEndpoint'] },
      createWebhookEndpoint: { invalidatesTags: ['WebhookEndpoint'] },
      updateWebhookEndpoint: { invalidatesTags: ['WebhookEndpoint'] },
      deleteWebhookEndpoint: { invalidatesTags: ['WebhookEndpoint', 'WebhookDelivery'] },
      sendWebhookTest: { invalidatesTags: ['WebhookDelivery'] },
      replayWebhookDelivery: { invalidatesTags: ['WebhookDelivery'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listWebhookDeliveryPage: build.query<Paged<WebhookDeliveryDto>, ListWebhookDeliveriesApiArg>({
        ...listWebhookDeliveriesPaged,
        providesTags: ['WebhookDelivery'],
      }),
    }),
  });

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRollWebhookSecretMutation,
  useSendWebhookTestMutation,
  useListWebhookDeliveryPageQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksAdminApi;

export type {
  CreateWebhookEndpointDto,
  WebhookAttemptDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
} from '../../../api/generated-webhooks';
