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

// A query's optional segment id (absent: no segment).
export const SegmentIdQuery = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ ...ID_SCHEMA, description }),
    IsOptional(),
    Type(() => Number),
    MaxInt4('segmentId'),
    Min(1, { message: 'segmentId must be a segment id' }),
    IsInt({ message: 'segmentId must be a segment id' }),
  );
