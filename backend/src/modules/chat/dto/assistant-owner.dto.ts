import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { AssistantOwnerErrors as Errors, RETENTION_DAYS_MAX, SUMMARY_DAYS_MAX } from '../owner/owner.errors';

export const QUESTION_STATUSES = ['unanswered', 'answered', 'all'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export class QuestionsFilterQuery {
  @ApiPropertyOptional({
    enum: QUESTION_STATUSES,
    description: 'Those the assistant could not answer (default), those it answered, or all',
  })
  @IsOptional()
  @IsIn(QUESTION_STATUSES, { message: Errors.status })
  status?: QuestionStatus;
}

export class ListQuestionsQuery extends IntersectionType(PageQuery, QuestionsFilterQuery) {}

export class QuestionSourceDto {
  @ApiProperty({ example: 'faq', description: 'The source’s name' }) source: string;
  @ApiProperty({ example: 'FAQ', description: 'How the owner’s screen names it' }) label: string;
  @ApiProperty({ example: 'Do you offer refunds?' }) title: string;
  @ApiProperty({ example: '/refund-policy', description: 'Where the answer linked ("" for nowhere)' }) url: string;
}

export class AskedQuestionDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) askedAt: string;
  @ApiProperty({ example: 'Do you offer refunds?' }) question: string;
  @ApiProperty({ description: 'What the assistant answered' }) answer: string;
  @ApiProperty({ description: 'Whether the assistant found an answer in the site’s facts' }) answered: boolean;
  @ApiProperty({ type: [QuestionSourceDto], description: 'The facts the answer was drawn from' })
  sources: QuestionSourceDto[];
  @ApiProperty({ ...ID_SCHEMA, nullable: true, description: 'The FAQ entry the owner answered it with since' })
  faqId: number | null;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ description: 'The visitor asked for the owner in that conversation' }) handedOver: boolean;
  @ApiProperty({ description: 'Asked by a signed-in account' }) signedIn: boolean;
}

export class SummaryQuery {
  @ApiPropertyOptional({ ...int4Schema(1, SUMMARY_DAYS_MAX), description: 'The last so many days (default 30)' })
  @IsOptional()
  @Type(() => Number)
  @Max(SUMMARY_DAYS_MAX, { message: Errors.days })
  @Min(1, { message: Errors.days })
  @IsInt({ message: Errors.days })
  days?: number;
}

export class TopSourceDto {
  @ApiProperty({ example: 'Refund policy' }) title: string;
  @ApiProperty({ example: '/refund-policy' }) url: string;
  @ApiProperty({ description: 'Questions answered from it' }) count: number;
}

export class AssistantSummaryDto {
  @ApiProperty({ example: 30 }) days: number;
  @ApiProperty({ description: 'Questions asked' }) asked: number;
  @ApiProperty({ description: 'Answered from the site’s facts' }) answered: number;
  @ApiProperty({ description: 'Not answered' }) unanswered: number;
  @ApiProperty({ description: 'Conversations the visitor sent on to the owner' }) handedOver: number;
  @ApiProperty({ description: 'Not answered then, answered by a FAQ entry since' }) answeredSince: number;
  @ApiProperty({ type: [TopSourceDto], description: 'The five facts answers were drawn from most' })
  topSources: TopSourceDto[];
}

export class AssistantSettingsDto {
  @ApiProperty({
    ...int4Schema(1, RETENTION_DAYS_MAX),
    example: 90,
    description: 'Conversations (and their questions) are deleted this many days after their last question',
  })
  @Max(RETENTION_DAYS_MAX, { message: Errors.retentionDays })
  @Min(1, { message: Errors.retentionDays })
  @IsInt({ message: Errors.retentionDays })
  retentionDays: number;
}
