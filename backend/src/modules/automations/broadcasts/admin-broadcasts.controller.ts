import { BadRequestException, Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';
import {
  BroadcastContentDto,
  BroadcastDto,
  PreviewDto,
  RecipientsDto,
  RecipientsQueryDto,
  SaveBroadcastDto,
  ScheduleBroadcastDto,
} from '../dto/broadcast.dto';
import {
  ActsOnRow,
  AutomationsAdmin,
  ChangesRow,
  CreatesRow,
  DeletesRow,
  ListsRows,
  RowNotFound,
} from '../http/admin-routes';
import { BroadcastsService } from './broadcasts.service';

const SENT = `"${AutomationErrors.broadcastSent}"`;

// The owner's broadcasts to a segment.
@AutomationsAdmin('/broadcasts')
export class AdminBroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @ListsRows('The broadcasts, newest first, with their delivery, opens and clicks', BroadcastDto)
  listBroadcasts(): Promise<BroadcastDto[]> {
    return this.broadcasts.list();
  }

  @Get('recipients')
  @ApiOperation({ summary: 'How many a broadcast to a segment (or to everyone) would go to now' })
  @ApiOkResponse({ type: RecipientsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No segment has the id given' })
  async countRecipients(@Query() query: RecipientsQueryDto): Promise<RecipientsDto> {
    return { recipients: await this.broadcasts.recipientsOf(query.segmentId ?? null) };
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mail as people will get it (not saved)' })
  @ApiOkResponse({ type: PreviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  previewBroadcast(@Body() body: BroadcastContentDto): Promise<PreviewDto> {
    return this.broadcasts.preview(body);
  }

  @CreatesRow('Write a broadcast (a draft until scheduled)', BroadcastDto)
  createBroadcast(@Body() body: SaveBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.create({ ...body, segmentId: body.segmentId ?? null });
  }

  @ChangesRow('Change a broadcast not yet sent', BroadcastDto, 'broadcast', SENT)
  updateBroadcast(@IdParam('id') id: number, @Body() body: SaveBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.update(id, { ...body, segmentId: body.segmentId ?? null });
  }

  @DeletesRow('Delete a broadcast not yet sent', 'broadcast', SENT)
  async deleteBroadcast(@IdParam('id') id: number): Promise<void> {
    await this.broadcasts.delete(id);
  }

  @ActsOnRow(
    'schedule',
    'Send it at a time (now: at once); null takes it back to a draft',
    BroadcastDto,
    'broadcast',
    SENT,
  )
  scheduleBroadcast(@IdParam('id') id: number, @Body() body: ScheduleBroadcastDto): Promise<BroadcastDto> {
    return this.broadcasts.schedule(id, body.at ? new Date(body.at) : null);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send it to the owner’s own address, with "[Test]" in its subject' })
  @ApiAcceptedResponse({ description: 'Queued' })
  @RowNotFound('broadcast')
  async testBroadcast(@IdParam('id') id: number, @CurrentUser() user: SessionUser | undefined): Promise<void> {
    if (!user?.email) throw new BadRequestException(AutomationErrors.noOwnerAddress);
    await this.broadcasts.test(id, user.email);
  }
}
