import { Body } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { CreateFaqDto, FaqDto, SaveFaqDto } from '../dto/faq.dto';
import { AssistantAdmin, ChangesRow, CreatesRow, DeletesRow, ListsRows } from '../http/admin-routes';
import { FaqService } from './faq.service';

// The owner's FAQ: what the assistant answers first, in the owner's own words.
@AssistantAdmin('/faq')
export class AdminFaqController {
  constructor(private readonly faq: FaqService) {}

  @ListsRows('The FAQ entries, newest first', FaqDto)
  listFaq(): Promise<FaqDto[]> {
    return this.faq.list();
  }

  @CreatesRow('Add a FAQ entry (with `questionId`: the asked question it answers, and its unanswered twins)', FaqDto)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No asked question has the questionId given' })
  createFaq(@Body() body: CreateFaqDto): Promise<FaqDto> {
    return this.faq.create(body);
  }

  @ChangesRow('Change a FAQ entry (the assistant answers with it at once)', FaqDto, 'FAQ entry')
  updateFaq(@IdParam('id') id: number, @Body() body: SaveFaqDto): Promise<FaqDto> {
    return this.faq.update(id, body);
  }

  @DeletesRow('Delete a FAQ entry (the questions it answered are unanswered again)', 'FAQ entry')
  async deleteFaq(@IdParam('id') id: number): Promise<void> {
    await this.faq.delete(id);
  }
}
