import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { RecentProof } from '../../../core/access/recent-proof';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { PasskeyDto, PasskeyNameDto, PasskeyOptionsDto, RegisterPasskeyDto } from './passkey.dto';
import { PasskeyErrors } from './passkey.errors';
import { PasskeysService } from './passkeys.service';

const ONE_HOUR = 60 * 60;

// The account's own passkeys: any account may add several, each named by its owner.
@ApiTags('account')
@Controller('account/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The account’s passkeys, oldest first (names and dates; never a key)' })
  @ApiOkResponse({ type: PasskeyDto, isArray: true })
  listPasskeys(@CurrentUser() user: SessionUser): Promise<PasskeyDto[]> {
    return this.passkeys.list(user.id);
  }

  @Post('options')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'passkey-registration', by: 'user', limit: 30, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Start adding a passkey: what navigator.credentials.create() asks for',
    description: 'The answer goes to POST /api/account/passkeys within 5 minutes, from the same browser.',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async passkeyRegistrationOptions(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<PasskeyOptionsDto> {
    return { options: await this.passkeys.registrationOptions(user, req) };
  }

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Add a passkey: its name and the browser’s answer to the options' })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No name, no options asked for (or more than 5 minutes ago), or an answer that does not verify',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PasskeyErrors.duplicate })
  registerPasskey(
    @CurrentUser() user: SessionUser,
    @Body() body: RegisterPasskeyDto,
    @Req() req: Request,
  ): Promise<PasskeyDto> {
    return this.passkeys.register(user, body.name, body.response, req);
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Rename a passkey of the account' })
  @ApiOkResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No name, or a name too long' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PasskeyErrors.notFound })
  renamePasskey(
    @CurrentUser() user: SessionUser,
    @IdParam('id') id: number,
    @Body() body: PasskeyNameDto,
  ): Promise<PasskeyDto> {
    return this.passkeys.rename(user.id, id, body.name);
  }

  @Delete(':id')
  @RecentProof()
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a passkey of the account: it no longer signs in' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PasskeyErrors.notFound })
  async removePasskey(@CurrentUser() user: SessionUser, @IdParam('id') id: number): Promise<void> {
    await this.passkeys.remove(user.id, id);
  }
}
