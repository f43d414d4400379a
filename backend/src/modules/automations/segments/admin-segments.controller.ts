import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiCreatedResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { PeopleCountDto, SaveSegmentDto, SegmentCountDto, SegmentDto } from '../dto/segment.dto';
import { SegmentsService } from './segments.service';

const NOT_FOUND = 'No segment has this id';

// The owner's segments: saved filters over people, counted by the database.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations/segments')
export class AdminSegmentsController {
  constructor(private readonly segments: SegmentsService) {}

  @Get()
  @ApiOperation({ summary: 'The segments, by name, each with how many people are in it now' })
  @ApiOkResponse({ type: [SegmentDto] })
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

  @Post()
  @ApiOperation({ summary: 'Save a segment' })
  @ApiCreatedResponse({ type: SegmentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The name is taken' })
  createSegment(@Body() body: SaveSegmentDto): Promise<SegmentDto> {
    return this.segments.create(body.name, body.filter);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a segment' })
  @ApiOkResponse({ type: SegmentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The name is taken' })
  updateSegment(@IdParam('id') id: number, @Body() body: SaveSegmentDto): Promise<SegmentDto> {
    return this.segments.update(id, body.name, body.filter);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a segment no sequence or broadcast uses' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A sequence or a broadcast uses it' })
  async deleteSegment(@IdParam('id') id: number): Promise<void> {
    await this.segments.delete(id);
  }
}
