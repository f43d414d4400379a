import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { PeopleCountDto, SaveSegmentDto, SegmentCountDto, SegmentDto } from '../dto/segment.dto';
import { AutomationsAdmin, ChangesRow, CreatesRow, DeletesRow, ListsRows } from '../http/admin-routes';
import { SegmentsService } from './segments.service';

const NAME_TAKEN = 'The name is taken';

// The owner's segments: saved filters over people, counted by the database.
@AutomationsAdmin('/segments')
export class AdminSegmentsController {
  constructor(private readonly segments: SegmentsService) {}

  @ListsRows('The segments, by name, each with how many people are in it now', SegmentDto)
  listSegments(): Promise<SegmentDto[]> {
    return this.segments.list();
  }

  @Post('count')
  @HttpCode(200)
  @ApiOperation({ summary: 'How many people a filter selects (before saving or sending)' })
  @ApiOkResponse({ type: PeopleCountDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A condition that is wrong, and why' })
  async countSegment(@Body() body: SegmentCountDto): Promise<PeopleCountDto> {
    return { people: await this.segments.count(body.filter) };
  }

  @CreatesRow('Save a segment', SegmentDto, NAME_TAKEN)
  createSegment(@Body() body: SaveSegmentDto): Promise<SegmentDto> {
    return this.segments.create(body.name, body.filter);
  }

  @ChangesRow('Change a segment', SegmentDto, 'segment', NAME_TAKEN)
  updateSegment(@IdParam('id') id: number, @Body() body: SaveSegmentDto): Promise<SegmentDto> {
    return this.segments.update(id, body.name, body.filter);
  }

  @DeletesRow('Delete a segment no sequence or broadcast uses', 'segment', 'A sequence or a broadcast uses it')
  async deleteSegment(@IdParam('id') id: number): Promise<void> {
    await this.segments.delete(id);
  }
}
