import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../../core/http/int4';
import { COMMENT_STATUSES, type CommentStatus } from '../entities/comment.entity';

// A comment in the account's data export.
export class ExportedCommentDto {
  @ApiProperty({ description: "The post's title" }) post: string;
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The comment it replies to' }) inReplyTo: number | null;
  @ApiProperty() body: string;
  @ApiProperty({ enum: COMMENT_STATUSES }) status: CommentStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
