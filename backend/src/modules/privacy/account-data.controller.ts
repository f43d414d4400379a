import { Body, Controller, Get, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../core/access/session-user';
import { CsrfTokens } from '../../core/http/csrf';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { endSession } from '../../core/http/session.middleware';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountExportDto } from './dto/account-export.dto';
import { AccountDeletedDto, DeleteAccountDto } from './dto/delete-account.dto';

const ONE_HOUR = 60 * 60;
const FIFTEEN_MINUTES = 15 * 60;

// Download Account Data and Delete Account, on the account page's Settings tab.
@ApiTags('account')
@Controller('account')
export class AccountDataController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
    private readonly csrf: CsrfTokens,
  ) {}

  @Get('export')
  @SignedIn()
  @RateLimit({ name: 'account-export', by: 'user', limit: 10, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Download Account Data: profile, e-mail preferences, orders with items, files bought, devices',
    description: 'One JSON file, as an attachment (account-data-YYYY-MM-DD.json). No password hash or token is in it.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: AccountExportDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async exportAccountData(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const data = await this.exports.export(user.id, req.sessionID);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="account-data-${data.exportedAt.slice(0, 10)}.json"`,
    });
  }

  @Post('delete')
  @SignedIn()
  @HttpCode(200)
  @RateLimit(
    { name: 'delete-account', by: 'user', limit: 5, windowSeconds: FIFTEEN_MINUTES },
    { name: 'delete-account', by: 'ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  )
  @ApiOperation({
    summary: 'Delete Account, with its password: signs out, and the account and its data go',
    description:
      'Orders stay for the owner’s books without their buyer; downloads end; mails still waiting are not sent. ' +
      'The last admin is refused (409).',
  })
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The password is not correct' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The only admin of the site' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async deleteAccount(
    @CurrentUser() user: SessionUser,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountDeletedDto> {
    await this.deletion.delete(user.id, body.password);
    await endSession(req, res);
    this.csrf.renew(req, res);
    return { message: 'Your account has been deleted.' };
  }
}
