import type { ApiKeyDto } from './api';

export type ApiKeyScope = ApiKeyDto['scope'];

// The two kinds of key, as the list names them and the New API key form explains them (the
// server's rules: backend/src/core/access/access.guard.ts).
export const API_KEY_SCOPES: Record<ApiKeyScope, { label: string; explained: string }> = {
  'read-content': {
    label: 'Read content',
    explained: 'Reads published and draft posts, pages and courses; never customers’ data, never a change.',
  },
  admin: {
    label: 'Admin',
    explained: 'Everything you can do in the admin except managing API keys, done as you.',
  },
};
