import { applyDecorators, SetMetadata } from '@nestjs/common';

// Every route is admin-only unless it says otherwise, so a route added without a decision is safe.
export type AccessLevel = 'public' | 'signed-in' | 'admin';
export const ACCESS_LEVEL = 'access-level';

// What an API key may do (modules/auth/api-keys): read content only, or what its admin creator may.
export type ApiKeyScope = 'read-content' | 'admin';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read-content', 'admin'];

// Which keys an admin route takes: 'admin' (default): admin keys; 'read-content': read-content keys
// too (GET routes over content only, never customers' data); 'none': the owner's browser session only.
// On a public route: 'admin' (default), every key (a read-content key only reads); 'none': no key.
export type AdminKeys = 'admin' | 'read-content' | 'none';
export const ADMIN_KEYS = 'admin-keys';

// Anybody may call a public route, API keys too (a read-content key only reads), unless it says
// `keys: 'none'`: a route for people in a browser (it signs in or out, starts or ends a session,
// renews the CSRF token, or is a mail's link that changes something), which no key may call, so a
// key call never gets a cookie and a read-only key changes nothing.
export const Public = (options: { keys?: 'none' } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel),
    SetMetadata(ADMIN_KEYS, options.keys ?? ('admin' satisfies AdminKeys)),
  );
export const SignedIn = () => SetMetadata(ACCESS_LEVEL, 'signed-in' satisfies AccessLevel);
export const AdminOnly = (options: { keys?: AdminKeys } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel),
    SetMetadata(ADMIN_KEYS, options.keys ?? ('admin' satisfies AdminKeys)),
  );

// A route's access as its decorators say (the method's over its controller's), read the same way by
// the AccessGuard and by the OpenAPI document's security entries.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function accessOf(handler: Function, controller: Function): { level: AccessLevel; keys: AdminKeys } {
  const read = <T>(key: string): T | undefined =>
    (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
  return { level: read<AccessLevel>(ACCESS_LEVEL) ?? 'admin', keys: read<AdminKeys>(ADMIN_KEYS) ?? 'admin' };
}
