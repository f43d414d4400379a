import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionUser } from '../../../core/access/session-user';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto, toApiKeyDto } from './api-key.dto';
import { hashApiKeyToken, newApiKeyToken, SHOWN_PREFIX_LENGTH } from './api-key-token';
import { ApiKeysErrors } from './api-keys.errors';
import { ApiKeysRepository } from './api-keys.repository';

// The owner's API keys: made (the key shown once), listed, revoked. A revoked key stops working at
// its next call: every call looks its key up (api-key-verifier.ts).
@Injectable()
export class ApiKeysService {
  constructor(private readonly keys: ApiKeysRepository) {}

  async list(): Promise<ApiKeyDto[]> {
    return (await this.keys.list()).map(toApiKeyDto);
  }

  async create(creator: SessionUser, body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const token = newApiKeyToken();
    const id = await this.keys.create({
      name: body.name,
      scope: body.scope,
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashApiKeyToken(token),
      createdBy: creator.id,
    });
    if (id === null) throw new ConflictException(ApiKeysErrors.nameTaken(body.name));
    return { key: await this.get(id), token };
  }

  // a revoked key is answered as it is
  async revoke(id: number): Promise<ApiKeyDto> {
    await this.keys.revoke(id);
    return this.get(id);
  }

  private async get(id: number): Promise<ApiKeyDto> {
    const key = await this.keys.find(id);
    if (!key) throw new NotFoundException(ApiKeysErrors.notFound);
    return toApiKeyDto(key);
  }
}
