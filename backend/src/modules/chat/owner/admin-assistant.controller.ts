import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import type { Page } from '../../../core/paging/page';
import { PagedResponse } from '../../../core/paging/paged-response';
import {
  AskedQuestionDto,
  AssistantSettingsDto,
  AssistantSummaryDto,
  ListQuestionsQuery,
  SummaryQuery,
} from '../dto/assistant-owner.dto';
import { AssistantAdmin } from '../http/admin-routes';
import { AssistantSettingsService } from './assistant-settings.service';
import { AssistantOwnerErrors } from './owner.errors';
import { QuestionsService } from './questions.service';

// What visitors asked the assistant and how it did, and how long their conversations are kept.
@AssistantAdmin()
export class AdminAssistantController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly settings: AssistantSettingsService,
  ) {}

  @Get('questions')
  @ApiOperation({
    summary:
      'The questions visitors asked, newest first, a page at a time: `status` those not answered (default), ' +
      'answered, or all',
  })
  @PagedResponse(AskedQuestionDto, { withTotal: true, badFilters: 'An unknown status' })
  listAssistantQuestions(@Query() query: ListQuestionsQuery): Promise<Page<AskedQuestionDto>> {
    return this.questions.list(query);
  }

  @Get('summary')
  @ApiOperation({ summary: 'The assistant’s figures of the last `days` days (default 30)' })
  @ApiOkResponse({ type: AssistantSummaryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${AssistantOwnerErrors.days}"` })
  getAssistantSummary(@Query() query: SummaryQuery): Promise<AssistantSummaryDto> {
    return this.questions.summary(query.days);
  }

  @Get('settings')
  @ApiOperation({ summary: 'How long the assistant’s conversations are kept' })
  @ApiOkResponse({ type: AssistantSettingsDto })
  getAssistantSettings(): Promise<AssistantSettingsDto> {
    return this.settings.read();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Keep the assistant’s conversations so many days after their last question (1–730)' })
  @ApiOkResponse({ type: AssistantSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${AssistantOwnerErrors.retentionDays}"` })
  saveAssistantSettings(@Body() body: AssistantSettingsDto): Promise<AssistantSettingsDto> {
    return this.settings.save(body);
  }
}
