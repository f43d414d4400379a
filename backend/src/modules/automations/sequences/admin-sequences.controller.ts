import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { SaveSequenceDto, SequenceDto, SequenceStatusDto } from '../dto/sequence.dto';
import { SequencesService } from './sequences.service';

const NOT_FOUND = 'No sequence has this id';

// The owner's e-mail sequences.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations/sequences')
export class AdminSequencesController {
  constructor(private readonly sequences: SequencesService) {}

  @Get()
  @ApiOperation({ summary: 'The sequences, newest first, with their steps and figures' })
  @ApiOkResponse({ type: [SequenceDto] })
  listSequences(): Promise<SequenceDto[]> {
    return this.sequences.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'A sequence with each step’s waiting, sent, opened, clicked and converted' })
  @ApiOkResponse({ type: SequenceDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  getSequence(@IdParam('id') id: number): Promise<SequenceDto> {
    return this.sequences.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Write a sequence (a draft until activated)' })
  @ApiCreatedResponse({ type: SequenceDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A trigger or step that is wrong, and why' })
  createSequence(@Body() body: SaveSequenceDto): Promise<SequenceDto> {
    return this.sequences.create({ ...body, segmentId: body.segmentId ?? null });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a sequence: steps keep their ids, so nobody is sent one again' })
  @ApiOkResponse({ type: SequenceDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  updateSequence(@IdParam('id') id: number, @Body() body: SaveSequenceDto): Promise<SequenceDto> {
    return this.sequences.update(id, { ...body, segmentId: body.segmentId ?? null });
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Activate or pause a sequence (paused: nobody enters, nobody moves on)' })
  @ApiOkResponse({ type: SequenceDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  setSequenceStatus(@IdParam('id') id: number, @Body() body: SequenceStatusDto): Promise<SequenceDto> {
    return this.sequences.setStatus(id, body.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a sequence and everyone’s place in it' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async deleteSequence(@IdParam('id') id: number): Promise<void> {
    await this.sequences.delete(id);
  }
}
