import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { AutomationErrors } from '../automations.errors';
import {
  AutomationClockDto,
  AutomationSettingsDto,
  MoveAutomationClockDto,
  SaveAutomationSettingsDto,
} from '../dto/settings.dto';
import { AutomationSettingsService } from './automation-settings.service';

// Tracking on or off, and the automations' clock.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations')
export class AdminAutomationSettingsController {
  constructor(private readonly settings: AutomationSettingsService) {}

  @Get('settings')
  @ApiOperation({ summary: 'Whether opens and clicks are counted, and the automations’ clock' })
  @ApiOkResponse({ type: AutomationSettingsDto })
  getAutomationSettings(): Promise<AutomationSettingsDto> {
    return this.settings.read();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Turn the counting of opens and clicks on or off' })
  @ApiOkResponse({ type: AutomationSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  saveAutomationSettings(@Body() body: SaveAutomationSettingsDto): Promise<AutomationSettingsDto> {
    return this.settings.save(body.tracking);
  }

  @Post('clock')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move the automations’ clock on by whole hours (a demo, the tests) and run what came due at once',
  })
  @ApiOkResponse({ type: AutomationClockDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${AutomationErrors.clockHours}"` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `"${AutomationErrors.clockInProduction}"` })
  moveAutomationClock(@Body() body: MoveAutomationClockDto): Promise<AutomationClockDto> {
    return this.settings.moveClock(body.hours);
  }
}
