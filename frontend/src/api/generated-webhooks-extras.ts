// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.
import type { ListWebhookDeliveriesApiArg, ListWebhookDeliveriesApiResponse } from './generated-webhooks';
import { pagedQuery } from './paged';

// The lists the API pages, a page at a time: the contract's arguments as the query string, the
// answer as a Paged (the items, and the next cursor and total from the headers).
export const listWebhookDeliveriesPaged = pagedQuery<
  ListWebhookDeliveriesApiResponse[number],
  ListWebhookDeliveriesApiArg
>('/api/admin/webhooks/deliveries');
