import { Body, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { IdParam } from '../../../core/http/int4';
import { SaveSequenceDto, SequenceDto, SequenceStatusDto } from '../dto/sequence.dto';
import {
  ActsOnRow,
  AutomationsAdmin,
  ChangesRow,
  CreatesRow,
  DeletesRow,
  ListsRows,
  RowNotFound,
} from '../http/admin-routes';
import { SequencesService } from './sequences.service';

// The owner's e-mail sequences.
@AutomationsAdmin('/sequences')
export class AdminSequencesController {
  constructor(private readonly sequences: SequencesService) {}

  @ListsRows('The sequences, newest first, with their steps and figures', SequenceDto)
  listSequences(): Promise<SequenceDto[]> {
    return this.sequences.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'A sequence with each step’s waiting, sent, opened, clicked and converted' })
  @ApiOkResponse({ type: SequenceDto })
  @RowNotFound('sequence')
  getSequence(@IdParam('id') id: number): Promise<SequenceDto> {
    return this.sequences.get(id);
  }

  @CreatesRow('Write a sequence (a draft until activated)', SequenceDto)
  createSequence(@Body() body: SaveSequenceDto): Promise<SequenceDto> {
    return this.sequences.create({ ...body, segmentId: body.segmentId ?? null });
  }

  @ChangesRow('Edit a sequence: steps keep their ids, so nobody is sent one again', SequenceDto, 'sequence')
  updateSequence(@IdParam('id') id: number, @Body() body: SaveSequenceDto): Promise<SequenceDto> {
    return this.sequences.update(id, { ...body, segmentId: body.segmentId ?? null });
  }

  @ActsOnRow('status', 'Activate or pause a sequence (paused: nobody enters, nobody moves on)', SequenceDto, 'sequence')
  setSequenceStatus(@IdParam('id') id: number, @Body() body: SequenceStatusDto): Promise<SequenceDto> {
    return this.sequences.setStatus(id, body.status);
  }

  @DeletesRow('Delete a sequence and everyone’s place in it', 'sequence')
  async deleteSequence(@IdParam('id') id: number): Promise<void> {
    await this.sequences.delete(id);
  }
}
