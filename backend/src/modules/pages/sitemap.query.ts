import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INT4_MAX } from '../../core/http/int4';

const NOT_A_PAGE = 'page must be a whole number from 1';

// GET /sitemap.xml?page=: one file of the sitemap index (modules/pages/search-files.ts)
export class SitemapQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'One file of the sitemap index', example: 2 })
  @IsOptional()
  @Type(() => Number)
  @Max(INT4_MAX, { message: NOT_A_PAGE })
  @Min(1, { message: NOT_A_PAGE })
  @IsInt({ message: NOT_A_PAGE })
  page?: number;
}
