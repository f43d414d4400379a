import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiCreatedResponse,
  ApiAcceptedResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';
import {
  BroadcastContentDto,
  BroadcastDto,
  PreviewDto,
  SaveBroadcastDto,
  ScheduleBroadcastDto,
} from '../dto/broadcast.dto';
import { BroadcastsService } from './broadcasts.service';

const NOT_FOUND = 'No broadcast has this id';

// The owner's broadcasts to a segment.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations/broadcasts')
export class AdminBroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Get()
  @ApiOperation({ summary: 'The broadcasts, newest first, with their delivery, opens and clicks' })
  @ApiOkResponse({ type: [BroadcastDto] })
  listBroadcasts(): Promise<BroadcastDto[]> {
    return this.broadcasts.list();
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mail as people will get it (not saved)' })
  @ApiOkResponse({ type: PreviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  previewBroadcast(@Body() body: BroadcastContentDto): Promise<PreviewDto> {
    return this.broadcasts.preview(body);
  }

  @Post()
  @ApiOperation({ summary: 'Write a broadcast (a draft until scheduled)' })
  @ApiCreatedResponse({ type: BroadcastDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  createBroadcast(@Body() body: SaveBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.create({ ...body, segmentId: body.segmentId ?? null });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a broadcast not yet sent' })
  @ApiOkResponse({ type: BroadcastDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${AutomationErrors.broadcastSent}"` })
  updateBroadcast(@IdParam('id') id: number, @Body() body: SaveBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.update(id, { ...body, segmentId: body.segmentId ?? null });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a broadcast not yet sent' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${AutomationErrors.broadcastSent}"` })
  async deleteBroadcast(@IdParam('id') id: number): Promise<void> {
    await this.broadcasts.delete(id);
  }

  @Post(':id/schedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send it at a time (now: at once); null takes it back to a draft' })
  @ApiOkResponse({ type: BroadcastDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${AutomationErrors.broadcastSent}"` })
  scheduleBroadcast(@IdParam('id') id: number, @Body() body: ScheduleBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.schedule(id, body.at ? new Date(body.at) : null);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send it to the owner’s own address, with "[Test]" in its subject' })
  @ApiAcceptedResponse({ description: 'Queued' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async testBroadcast(@IdParam('id') id: number, @CurrentUser() user: SessionUser | undefined): Promise<void> {
    if (!user?.email) throw new BadRequestException(AutomationErrors.noOwnerAddress);
    await this.broadcasts.test(id, user.email);
  }
}
