import { COMMENT_MAX_LENGTH } from '@coach/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, MaxInt4 } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { CommentsErrors } from '../comments.errors';

// trailing spaces and blank lines around the words go; the newlines between them stay
const trimmedText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;

export class WriteCommentDto {
  @ApiProperty({ maxLength: COMMENT_MAX_LENGTH, description: 'Plain text; newlines are kept' })
  @Transform(trimmedText)
  @MaxLength(COMMENT_MAX_LENGTH, { message: CommentsErrors.bodyTooLong })
  @IsNotEmpty({ message: CommentsErrors.bodyRequired })
  @IsString({ message: CommentsErrors.bodyRequired })
  body: string;

  @ApiPropertyOptional({
    ...ID_SCHEMA,
    description: 'The comment replied to (a reply to a reply goes under its top-level comment)',
  })
  @Omittable()
  @MaxInt4('parentId')
  @Min(1, { message: CommentsErrors.parentInvalid })
  @IsInt({ message: CommentsErrors.parentInvalid })
  parentId?: number;
}

export const SHOWN_STATES = ['approved', 'pending', 'hidden', 'deleted'] as const;
export type ShownState = (typeof SHOWN_STATES)[number];

export class CommentDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({
    enum: SHOWN_STATES,
    description:
      'approved: shown to all; pending: awaiting approval (only its author sees it); hidden or deleted: ' +
      'a top-level comment the owner hid or its author deleted, kept for its replies (no author, no words)',
  })
  state: ShownState;
  @ApiProperty({ type: String, nullable: true, example: 'Ada L.', description: 'First name and initial' })
  author: string | null;
  @ApiProperty({ description: 'Plain text (newlines kept); empty when hidden or deleted' }) body: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Written by the signed-in reader' }) mine: boolean;
}

export class CommentThreadDto extends CommentDto {
  @ApiProperty({ type: [CommentDto], description: 'Replies, oldest first' }) replies: CommentDto[];
}

export class PostCommentsDto {
  @ApiProperty({ type: [CommentThreadDto], description: 'Top-level comments, oldest first' })
  comments: CommentThreadDto[];
  @ApiProperty({ description: 'Comments shown (approved ones)' }) count: number;
  @ApiProperty({
    enum: ['sign-in', 'allowed', 'banned'],
    description: 'Whether the reader may comment: sign-in (a visitor), allowed, or banned by the owner',
  })
  canComment: 'sign-in' | 'allowed' | 'banned';
}
