import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { int4Schema } from '../http/int4';
import { decodeCursor } from './cursor';

export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 100;
export const CURSOR_INVALID =
  'cursor is not valid: pass the X-Next-Cursor header of the previous page as it came, or leave it out for the first page';

const IsCursor = (options: ValidationOptions) =>
  ValidateBy(
    { name: 'isCursor', validator: { validate: (value) => typeof value === 'string' && decodeCursor(value) !== null } },
    options,
  );

// The query of every paged list: the page size and where the page starts.
export class PageQuery {
  @ApiPropertyOptional({
    ...int4Schema(1, PAGE_MAX),
    description: `Page size, 1-${PAGE_MAX} (default ${PAGE_DEFAULT})`,
    example: PAGE_DEFAULT,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(PAGE_MAX, { message: `limit must be at most ${PAGE_MAX}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({
    description: 'Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page)',
    maxLength: 64,
  })
  @IsOptional()
  @IsCursor({ message: CURSOR_INVALID })
  @IsString({ message: CURSOR_INVALID })
  cursor?: string;
}

// The page a query asks for, its size defaulted.
export const pageOf = (query: PageQuery) => ({ limit: query.limit ?? PAGE_DEFAULT, cursor: query.cursor });
