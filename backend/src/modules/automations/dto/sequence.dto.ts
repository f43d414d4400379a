import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsIn, IsObject, IsString } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';
import { OptionalId } from './optional-id';
import { TRIGGER_TYPES } from '../sequences/triggers';

const TRIGGER_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description: `{ "type": ${TRIGGER_TYPES.map((t) => `"${t}"`).join(' | ')}, "productId"?: number, "tag"?: string }`,
  example: { type: 'subscribed' },
} as const;

const STEP_SCHEMA = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
  description:
    'Each { "id"?: number (a step the sequence has: kept, not sent again), "type": "wait" (amount, unit "hours" | ' +
    '"days", at? "09:00") | "email" (subject, body) | "add-tag" | "remove-tag" (tag) | "exit-if-bought" (productId) }',
  example: [
    { type: 'email', subject: 'Welcome', body: '<p>Hello!</p>' },
    { type: 'wait', amount: 2, unit: 'days', at: '09:00' },
    { type: 'add-tag', tag: 'welcomed' },
  ],
} as const;

export class SaveSequenceDto {
  @ApiProperty({ example: 'Welcome series', maxLength: 100 })
  @IsString({ message: AutomationErrors.sequenceName })
  name: string;

  @ApiProperty(TRIGGER_SCHEMA)
  @IsObject({ message: AutomationErrors.triggerType(TRIGGER_TYPES) })
  trigger: Record<string, unknown>;

  @OptionalId('segmentId', 'segment', 'Only people of this segment (null: all)')
  segmentId?: number | null;

  @ApiProperty(STEP_SCHEMA)
  @IsArray({ message: AutomationErrors.steps })
  steps: Record<string, unknown>[];
}

export class SequenceStatusDto {
  @ApiProperty({ enum: ['active', 'paused'] })
  @IsIn(['active', 'paused'], { message: AutomationErrors.status })
  status: 'active' | 'paused';
}

export class StepStatsDto {
  @ApiProperty({ description: 'People whose next step this is' }) waiting: number;
  @ApiProperty({ description: 'People who took it (its mail queued)' }) sent: number;
  @ApiProperty({ description: 'Distinct people who opened its mail (tracking on)' }) opened: number;
  @ApiProperty({ description: 'Distinct people who clicked in its mail (tracking on)' }) clicked: number;
  @ApiProperty({ description: 'People who paid an order after taking it' }) converted: number;
}

export class SequenceCountsDto {
  @ApiProperty({ description: 'People who entered it' }) entered: number;
  @ApiProperty({ description: 'People in it now' }) active: number;
  @ApiProperty({ description: 'People who took its last step' }) completed: number;
  @ApiProperty({
    description:
      'People the sequence took out: a purchase, its segment, marketing mail stopped, an undeliverable address',
  })
  exited: number;
  @ApiProperty({
    description: 'People who stopped this series by the link in its mails (other marketing mail still reaches them)',
  })
  left: number;
}

export class SequenceStepDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ enum: ['wait', 'email', 'add-tag', 'remove-tag', 'exit-if-bought'] }) type: string;
  @ApiProperty({ type: StepStatsDto }) stats: StepStatsDto;
}

export class SequenceDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['draft', 'active', 'paused'] }) status: string;
  @ApiProperty(TRIGGER_SCHEMA) trigger: object;
  @ApiProperty({ ...ID_SCHEMA, nullable: true }) segmentId: number | null;
  @ApiProperty({ type: SequenceCountsDto }) counts: SequenceCountsDto;
  @ApiProperty({ type: [SequenceStepDto], description: 'Each step with its fields (as saved) and its figures' })
  steps: SequenceStepDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
