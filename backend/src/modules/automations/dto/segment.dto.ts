import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';

const FILTER_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    '{ "match": "all" | "any", "conditions": [{ "type": "tag" | "bought" | "course" | "membership" | "booked" | ' +
    '"subscriber" | "subscribed" | "source" | "engaged", "negate"?: boolean, …its fields }] (docs/automations.md)',
  example: {
    match: 'all',
    conditions: [
      { type: 'bought', productId: 3 },
      { type: 'booked', negate: true },
    ],
  },
} as const;

export class SegmentCountDto {
  @ApiProperty(FILTER_SCHEMA)
  @IsObject({ message: AutomationErrors.filter })
  filter: Record<string, unknown>;
}

export class SaveSegmentDto extends SegmentCountDto {
  @ApiProperty({ example: 'Bought the course, never booked', maxLength: 100 })
  @IsString({ message: AutomationErrors.segmentName })
  name: string;
}

export class PeopleCountDto {
  @ApiProperty({ example: 42, description: 'Counted by the database' }) people: number;
}

export class SegmentDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() name: string;
  @ApiProperty(FILTER_SCHEMA) filter: object;
  @ApiProperty({ description: 'People in it now' }) people: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
