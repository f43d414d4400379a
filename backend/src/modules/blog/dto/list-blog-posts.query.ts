import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ID_SCHEMA, INT4_MAX, int4Schema } from '../../../core/http/int4';

export const MAX_PAGE = 100;

export class ListBlogPostsQuery {
  @ApiPropertyOptional({
    ...int4Schema(1, MAX_PAGE),
    description: `Page size, 1-${MAX_PAGE} (default and maximum ${MAX_PAGE})`,
    example: 9,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, { message: `limit must be at most ${MAX_PAGE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({
    ...ID_SCHEMA,
    description: 'Cursor: the id of the last post of the previous page',
    example: 42,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(INT4_MAX, { message: 'before must be a post id' })
  @Min(1, { message: 'before must be a post id' })
  @IsInt({ message: 'before must be a post id' })
  before?: number;
}
