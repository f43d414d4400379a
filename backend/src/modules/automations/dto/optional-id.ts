import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min, ValidateIf } from 'class-validator';
import { ID_SCHEMA, MaxInt4 } from '../../../core/http/int4';

// A body field naming a row by its id, or null (absent: null too): a segment, a sequence.
export const OptionalId = (field: string, noun: string, description: string) =>
  applyDecorators(
    ApiProperty({ ...ID_SCHEMA, nullable: true, required: false, description }),
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    MaxInt4(field),
    Min(1, { message: `${field} must be a ${noun} id or null` }),
    IsInt({ message: `${field} must be a ${noun} id or null` }),
  );

// A query's optional segment id (absent: no segment). Listed in the order stacked decorators
// apply (bottom first), so that text is refused as not an id before it is compared.
export const SegmentIdQuery = (description: string) =>
  applyDecorators(
    IsInt({ message: 'segmentId must be a segment id' }),
    Min(1, { message: 'segmentId must be a segment id' }),
    MaxInt4('segmentId'),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ ...ID_SCHEMA, description }),
  );
