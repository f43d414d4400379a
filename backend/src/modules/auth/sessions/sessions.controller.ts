import { Controller, Delete, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { SessionDto, SignedOutSessionsDto } from './session.dto';
import { SessionsService } from './sessions.service';

@ApiTags('account')
@Controller('account/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The devices signed in to this account (this one first)' })
  @ApiOkResponse({ type: SessionDto, isArray: true })
  listSessions(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<SessionDto[]> {
    return this.sessions.list(user.id, req.sessionID);
  }

  @Delete('others')
  @SignedIn()
  @ApiOperation({ summary: 'Sign out everywhere else: every session of this account but this one ends' })
  @ApiOkResponse({ type: SignedOutSessionsDto })
  async signOutOtherSessions(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<SignedOutSessionsDto> {
    return { signedOut: await this.sessions.endOthers(user.id, req.sessionID) };
  }
}
