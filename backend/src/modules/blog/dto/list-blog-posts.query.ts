import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../core/http/int4';
import { trimmed } from '../../../core/http/transforms';
import { PageQuery } from '../../../core/paging/page-query.dto';

export class ListBlogPostsQuery extends PageQuery {
  @ApiPropertyOptional({
    ...ID_SCHEMA,
    description: 'The older form of `cursor`: the id of the last post of the previous page',
    example: 42,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(INT4_MAX, { message: 'before must be a post id' })
  @Min(1, { message: 'before must be a post id' })
  @IsInt({ message: 'before must be a post id' })
  before?: number;
}

export const POST_STATUSES = ['published', 'queued', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export class ListAdminBlogPostsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only posts whose title contains this text (any case)', maxLength: 200 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'search must be text' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({
    enum: POST_STATUSES,
    description:
      'published: live posts, newest first; queued: the daily publishing queue, the next to go live first; ' +
      'scheduled: the posts to go live on a chosen date, the soonest first',
  })
  @IsOptional()
  @IsIn(POST_STATUSES, { message: 'status must be published, queued or scheduled' })
  status?: PostStatus;
}
