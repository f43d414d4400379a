import { applyDecorators, SetMetadata } from '@nestjs/common';

// Every route is admin-only unless it says otherwise, so a route added without a decision is safe.
export type AccessLevel = 'public' | 'signed-in' | 'admin';
export const ACCESS_LEVEL = 'access-level';

// What an API key may do (modules/auth/api-keys): read content only, or what its admin creator may.
export type ApiKeyScope = 'read-content' | 'admin';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read-content', 'admin'];

// Which keys an admin route takes: 'admin' (default): admin keys; 'read-content': read-content keys
// too (GET routes over content only, never customers' data); 'none': the owner's browser session only.
export type AdminKeys = 'admin' | 'read-content' | 'none';
export const ADMIN_KEYS = 'admin-keys';

export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
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
