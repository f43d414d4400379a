import { SetMetadata } from '@nestjs/common';

// Every route is admin-only unless it says otherwise, so a route added without a decision is safe.
export type AccessLevel = 'public' | 'signed-in' | 'admin';
export const ACCESS_LEVEL = 'access-level';

export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
export const SignedIn = () => SetMetadata(ACCESS_LEVEL, 'signed-in' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel);
