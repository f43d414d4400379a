import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../http/email-field';
import { ID_SCHEMA } from '../../http/int4';
import { Omittable } from '../../http/omittable';
import { PageQuery } from '../../paging/page-query.dto';
import { SUPPRESSION_REASONS, type Suppression, type SuppressionReason } from '../mail-suppression';
import type { MailSuppressionEntity } from '../mail-suppression.entity';

export const FEEDBACK_TYPES = ['hard-bounce', 'complaint', 'soft-bounce'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

// What the mail provider tells of one address (its bounce and complaint feedback).
export class MailFeedbackDto {
  @ApiProperty({
    enum: FEEDBACK_TYPES,
    enumName: 'MailFeedbackType',
    description:
      'hard-bounce: refused for good (no mail goes there again, unless the person confirms it anew); complaint: ' +
      'the reader reported a mail as spam (bulk mail stops, transactional mail still goes); soft-bounce: a ' +
      'temporary refusal, only counted',
  })
  @IsIn(FEEDBACK_TYPES, { message: `type must be one of ${FEEDBACK_TYPES.join(', ')}` })
  type: FeedbackType;

  @ApiProperty({ example: 'reader@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;

  @ApiPropertyOptional({ description: "The provider's words (the SMTP answer, say)", maxLength: 300 })
  @Omittable()
  @IsString({ message: 'detail must be text' })
  @MaxLength(300, { message: 'detail must be at most 300 characters' })
  detail?: string;
}

// The owner marks an address undeliverable by hand.
export class MarkUndeliverableDto {
  @ApiProperty({ example: 'reader@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;

  @ApiPropertyOptional({ description: "The owner's note: why", maxLength: 300 })
  @Omittable()
  @IsString({ message: 'note must be text' })
  @MaxLength(300, { message: 'note must be at most 300 characters' })
  note?: string;
}

export class ListMailSuppressionsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only addresses containing this text (any case)', maxLength: 254 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

// An address no mail reaches any more, and why.
export class MailSuppressionDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ example: 'reader@example.com', format: 'email' })
  email: string;

  @ApiProperty({
    enum: SUPPRESSION_REASONS,
    enumName: 'SuppressionReason',
    description:
      'hard-bounce: the mail server refused the address for good (5xx); complaint: the reader reported a mail ' +
      'as spam (only bulk mail stops); manual: marked by the owner',
  })
  reason: SuppressionReason;

  @ApiProperty({ type: String, nullable: true, description: "The server's answer, the provider's or the owner's note" })
  detail: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When mail stopped going to it' })
  since: string;

  @ApiProperty({ description: 'Temporary refusals (4xx) counted for the address; they stop nothing' })
  softBounces: number;
}

export function toMailSuppressionDto(row: MailSuppressionEntity): MailSuppressionDto {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason!,
    detail: row.detail,
    since: row.suppressedAt!.toISOString(),
    softBounces: row.softBounces,
  };
}

// An address mail stopped going to (core/mail's clean list), as the Subscribers tab and the
// automations' People show it.
export class UndeliverableDto {
  @ApiProperty({
    enum: SUPPRESSION_REASONS,
    enumName: 'SuppressionReason',
    description:
      'hard-bounce: refused for good by its mail server; complaint: reported a mail as spam; manual: marked by the owner',
  })
  reason: SuppressionReason;

  @ApiProperty({ type: String, nullable: true, description: "The mail server's answer, or the note behind it" })
  detail: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  since: string;
}

export const toUndeliverable = (stopped: Suppression | null): UndeliverableDto | null =>
  stopped && { reason: stopped.reason, detail: stopped.detail, since: stopped.since.toISOString() };
