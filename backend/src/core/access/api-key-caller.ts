import type { ApiKeyScope } from './access.decorators';
import type { SessionUser } from './session-user';

// The API key a request was made with (req.apiKey), set by the AccessGuard for every call that
// sends "Authorization: Bearer <key>": the rate limit counts by it, the request log names it.
export interface ApiKeyCaller {
  id: number;
  name: string;
  scope: ApiKeyScope;
}

// What a valid key stands for: itself, and for an admin key the admin who made it (null for a
// read-content key). null when the key is not valid (unknown, revoked, its creator no longer admin).
export interface VerifiedApiKey {
  caller: ApiKeyCaller;
  user: SessionUser | null;
}

// Provided by modules/auth (api-keys); core/access finds it through the ModuleRef, so core does
// not import a module.
export const API_KEY_VERIFIER = Symbol('API_KEY_VERIFIER');
export interface ApiKeyVerifier {
  verify(token: string): Promise<VerifiedApiKey | null>;
}

declare module 'express-serve-static-core' {
  interface Request {
    apiKey?: ApiKeyCaller;
  }
}
