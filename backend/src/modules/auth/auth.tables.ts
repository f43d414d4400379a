// The tables auth owns (SQL on them lives in auth alone; eslint-rules/table-borders.mjs). session's rows are
// written by core's session store (connect-pg-simple), and read, touched and ended per account by auth.
export const TABLES = [
  'users',
  'account_tokens',
  'api_keys',
  'product_update_subscriptions',
  'session',
  'two_factor',
  'recovery_codes',
  'known_devices',
  'passkeys',
  'passkey_challenges',
] as const;
