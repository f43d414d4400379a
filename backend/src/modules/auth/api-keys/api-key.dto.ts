import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../core/access/access.decorators';
import { trimmed } from '../../../core/http/transforms';
import type { ListedApiKey } from './api-keys.repository';

const SCOPE = {
  enum: API_KEY_SCOPES,
  enumName: 'ApiKeyScope',
  description:
    "read-content: reads public routes and the admin's content (never customers' data), changes nothing; " +
    'admin: calls admin routes as the admin who made it',
} as const;

// A key as the admin's list shows it: never the key itself.
export class ApiKeyDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Newsletter import', maxLength: 80 })
  name: string;

  @ApiProperty({ ...SCOPE, example: 'admin' })
  scope: ApiKeyScope;

  @ApiProperty({ example: 'csk_Xb3f9QeL', description: "The key's first 12 characters, to recognise it" })
  prefix: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ example: 'Ada Lovelace', description: 'The admin who made it (an admin key acts as them)' })
  createdBy: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its latest call, to the minute' })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while the key works' })
  revokedAt: string | null;
}

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Newsletter import', minLength: 1, maxLength: 80, description: 'Trimmed' })
  @Transform(trimmed)
  @MaxLength(80, { message: 'The name must be at most 80 characters' })
  @IsNotEmpty({ message: 'Please give the key a name' })
  @IsString({ message: 'Please give the key a name' })
  name: string;

  @ApiProperty({ ...SCOPE, example: 'read-content' })
  @IsIn(API_KEY_SCOPES, { message: 'The scope must be read-content or admin' })
  scope: ApiKeyScope;
}

// The answer to creating a key: the only time the key itself is shown.
export class CreatedApiKeyDto {
  @ApiProperty({ type: ApiKeyDto })
  key: ApiKeyDto;

  @ApiProperty({
    example: 'csk_Xb3f9QeL0aTq2m8W4yKc1nVdR7sJ5uHgZpB6eNoA',
    description: 'The key, shown this once: send it as "Authorization: Bearer <key>"',
  })
  token: string;
}

export function toApiKeyDto(k: ListedApiKey): ApiKeyDto {
  return {
    id: k.id,
    name: k.name,
    scope: k.scope,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.creatorName,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}
