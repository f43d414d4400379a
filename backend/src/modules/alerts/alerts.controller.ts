import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { AlertSettingsDto, AlertTestMailDto, SaveAlertSettingsDto } from './dto/alerts.dto';
import { OwnerAlertsService } from './owner-alerts.service';
import { RecentProof } from '../../core/access/recent-proof';

const ONE_HOUR = 60 * 60;

@ApiTags('admin: alerts')
@AdminOnly()
@Controller('admin/alerts')
export class AlertsController {
  constructor(private readonly alerts: OwnerAlertsService) {}

  @Get()
  @ApiOperation({ summary: "Where the owner's alerts are e-mailed, and the address the owner set" })
  @ApiOkResponse({ type: AlertSettingsDto })
  getAlertSettings(): Promise<AlertSettingsDto> {
    return this.alerts.settingsForAdmin();
  }

  @Put()
  @RecentProof()
  @ApiOperation({ summary: 'Set the notification e-mail (null or blank: back to the default address)' })
  @ApiOkResponse({ type: AlertSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  saveAlertSettings(@Body() body: SaveAlertSettingsDto): Promise<AlertSettingsDto> {
    return this.alerts.save(body.notificationEmail);
  }

  @Post('test-mail')
  @HttpCode(202)
  @RateLimit({ name: 'alert-test-mail', by: 'user', limit: 5, windowSeconds: ONE_HOUR })
  @ApiOperation({ summary: 'Send a test mail to where alerts go now (through the mail outbox)' })
  @ApiAcceptedResponse({ type: AlertTestMailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'There is no address to send alerts to' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  sendAlertTestMail(): Promise<AlertTestMailDto> {
    return this.alerts.sendTestMail();
  }
}
