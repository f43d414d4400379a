import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { CommentsErrors } from '../comments.errors';
import { COMMENT_STATUSES, type CommentStatus } from '../entities/comment.entity';
import { OWNER_MAILS, type OwnerMail } from '../comment-settings.repository';

export class ListAdminCommentsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: COMMENT_STATUSES, description: 'Only the comments in this state (default: all)' })
  @IsOptional()
  @IsIn(COMMENT_STATUSES, { message: CommentsErrors.statusInvalid })
  status?: CommentStatus;

  @ApiPropertyOptional({ description: "Words of the comment, or its author's name or address", maxLength: 254 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

export class AdminCommentDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ enum: COMMENT_STATUSES }) status: CommentStatus;
  @ApiProperty() body: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The top-level comment it replies to' })
  parentId: number | null;
  @ApiProperty(ID_SCHEMA) postId: number;
  @ApiProperty() postTitle: string;
  @ApiProperty() postSlug: string;
  @ApiProperty({ type: Number, nullable: true }) userId: number | null;
  @ApiProperty({ example: 'Ada Lovelace' }) authorName: string;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) authorEmail: string | null;
  @ApiProperty({ description: 'The author may not comment any more' }) authorBanned: boolean;
}

export class CommentCountsDto {
  @ApiProperty() pending: number;
  @ApiProperty() approved: number;
  @ApiProperty() hidden: number;
}

export class CommentSettingsDto {
  @ApiProperty({ enum: OWNER_MAILS, description: 'each: a mail for each new comment; digest: one mail a day' })
  @IsIn(OWNER_MAILS, { message: CommentsErrors.ownerMailInvalid })
  ownerMail: OwnerMail;
}

export class CommentAuthorBanDto {
  @ApiProperty(ID_SCHEMA) userId: number;
  @ApiProperty() banned: boolean;
}
