import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { AdminAccessService } from './admin-access.service';
import { MakeAdminDto, MakeAdminResponseDto } from './dto/make-admin.dto';

const ONE_HOUR = 60 * 60;

@ApiTags('auth')
@Controller()
export class AdminAccessController {
  constructor(private readonly adminAccess: AdminAccessService) {}

  @Post('make-admin')
  @SignedIn()
  @HttpCode(200)
  @RateLimit(
    { name: 'make-admin', by: 'ip', limit: 10, windowSeconds: ONE_HOUR },
    { name: 'make-admin', by: 'user', limit: 5, windowSeconds: ONE_HOUR },
  )
  @ApiOperation({ summary: 'Grant admin rights to the signed-in account, given the server’s admin secret' })
  @ApiOkResponse({ type: MakeAdminResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: 'Wrong secret, another account’s e-mail, or admin setup disabled',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async makeAdmin(@CurrentUser() user: SessionUser, @Body() body: MakeAdminDto): Promise<MakeAdminResponseDto> {
    await this.adminAccess.grant(user, body.email, body.adminSecret);
    return { message: 'Admin access granted' };
  }
}
