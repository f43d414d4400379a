// The tables webhooks own (SQL on them lives in webhooks alone; eslint-rules/table-borders.mjs).
export const TABLES = ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts'] as const;
