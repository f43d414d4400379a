import { Injectable } from '@nestjs/common';
import type { ApiKeyVerifier, VerifiedApiKey } from '../../../core/access/api-key-caller';
import { UsersService } from '../users.service';
import { hashApiKeyToken, looksLikeApiKeyToken } from './api-key-token';
import { ApiKeysRepository } from './api-keys.repository';

// How often a key's "last used" is written, at most (seconds): the list shows it to the minute.
const USED_INTERVAL_SECONDS = 60;

// What the AccessGuard asks of a "Bearer" token (core/access/api-key-caller.ts): the active key
// whose hash it is, and for an admin key its creator, read afresh like a session's user, so a
// revoked key or a creator who is no longer admin is refused at the very next call.
@Injectable()
export class ApiKeysVerifier implements ApiKeyVerifier {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly users: UsersService,
  ) {}

  async verify(token: string): Promise<VerifiedApiKey | null> {
    if (!looksLikeApiKeyToken(token)) return null;
    const key = await this.keys.findActiveByHash(hashApiKeyToken(token), USED_INTERVAL_SECONDS);
    if (!key) return null;
    // the creator must still be an admin, whatever the key's scope
    const creator = await this.users.findById(key.createdBy);
    if (creator?.role !== 'admin') return null;
    // at most once per interval: one conditional UPDATE (another replica may have just written it)
    if (!key.recentlyUsed) await this.keys.touch(key.id, USED_INTERVAL_SECONDS);
    return {
      caller: { id: key.id, name: key.name, scope: key.scope },
      user: key.scope === 'admin' ? creator : null,
    };
  }
}
