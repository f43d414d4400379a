import { Injectable } from '@nestjs/common';
import { decodeCursor, encodeCursor } from '../../../core/paging/cursor';
import { Page } from '../../../core/paging/page';
import { pageOf } from '../../../core/paging/page-query.dto';
import type {
  AskedQuestionDto,
  AssistantSummaryDto,
  ListQuestionsQuery,
  QuestionStatus,
} from '../dto/assistant-owner.dto';
import { type QuestionRow, QuestionsRepository } from './questions.repository';

export const SUMMARY_DAYS = 30;

const answeredOf = (status: QuestionStatus = 'unanswered') => (status === 'all' ? null : status === 'answered');

const toAskedQuestionDto = ({ keysetAt: _keysetAt, askedAt, ...row }: QuestionRow): AskedQuestionDto => ({
  ...row,
  askedAt: askedAt.toISOString(),
});

// What visitors asked the assistant, as the owner reads it: the questions a page at a time, and
// the figures of the last days.
@Injectable()
export class QuestionsService {
  constructor(private readonly questions: QuestionsRepository) {}

  async list(query: ListQuestionsQuery): Promise<Page<AskedQuestionDto>> {
    const answered = answeredOf(query.status);
    const { limit, cursor } = pageOf(query);
    // the query's validation refused a cursor that does not decode
    const after = cursor ? decodeCursor(cursor) : null;
    const [rows, total] = await Promise.all([
      this.questions.page(answered, after, limit + 1),
      this.questions.count(answered),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const next = rows.length > limit && last ? encodeCursor({ at: last.keysetAt, id: last.id }) : null;
    return new Page(items.map(toAskedQuestionDto), next, total);
  }

  async summary(days = SUMMARY_DAYS): Promise<AssistantSummaryDto> {
    return { days, ...(await this.questions.figures(days)) };
  }
}
