import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto';
import { ApiKeysErrors } from './api-keys.errors';
import { ApiKeysService } from './api-keys.service';
import { RecentProof } from '../../../core/access/recent-proof';

// Admin → API keys. Only the owner signed in manages keys: a key cannot make or revoke keys.
@ApiTags('admin')
@AdminOnly({ keys: 'none' })
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'The API keys: active ones first (newest first), then the revoked ones' })
  @ApiOkResponse({ type: ApiKeyDto, isArray: true })
  listApiKeys(): Promise<ApiKeyDto[]> {
    return this.keys.list();
  }

  @Post()
  @RecentProof()
  @ApiOperation({
    summary: 'Make a key: the answer is the only time the key itself is shown',
    description: 'An admin key acts as the admin who makes it; a read-content key only reads content.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'An active key is already named "<name>" (names are unique among the active keys of all admins).',
  })
  createApiKey(@CurrentUser() user: SessionUser, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(user, body);
  }

  @Post(':id/revoke')
  @RecentProof()
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a key: its next call is refused (a revoked key is answered as it is)' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ApiKeysErrors.notFound })
  revokeApiKey(@IdParam('id') id: number): Promise<ApiKeyDto> {
    return this.keys.revoke(id);
  }
}
