import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';
import { OptionalId, SegmentIdQuery } from './optional-id';

export class BroadcastContentDto {
  @ApiProperty({ example: 'Doors open for the spring cohort', maxLength: 200 })
  @MaxLength(200, { message: AutomationErrors.emailSubject })
  @MinLength(1, { message: AutomationErrors.emailSubject })
  @IsString({ message: AutomationErrors.emailSubject })
  subject: string;

  @ApiProperty({ example: '<p>Hello!</p>', description: "The editor's HTML" })
  @MaxLength(100_000, { message: AutomationErrors.emailBody })
  @MinLength(1, { message: AutomationErrors.emailBody })
  @IsString({ message: AutomationErrors.emailBody })
  body: string;
}

export class SaveBroadcastDto extends BroadcastContentDto {
  @OptionalId('segmentId', 'segment', 'null: everyone who takes marketing mail')
  segmentId?: number | null;
}

export class RecipientsQueryDto {
  @SegmentIdQuery('The segment it goes to; absent: everyone')
  segmentId?: number;
}

export class RecipientsDto {
  @ApiProperty({
    example: 1180,
    description:
      'The people it would go to now: those of the segment (or everyone) who take marketing mail and whose ' +
      'address still takes mail (no hard bounce, complaint or mark) — counted as the send selects them',
  })
  recipients: number;
}

export class ScheduleBroadcastDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When to send it (now or later); null or absent: back to a draft',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsDateString({}, { message: AutomationErrors.scheduleAt })
  at?: string | null;
}

export class PreviewDto {
  @ApiProperty() subject: string;
  @ApiProperty() html: string;
  @ApiProperty() text: string;
}

export class DeliveryDto {
  @ApiProperty() pending: number;
  @ApiProperty() sending: number;
  @ApiProperty() sent: number;
  @ApiProperty() skipped: number;
  @ApiProperty() failed: number;
  @ApiProperty() unresolved: number;
}

export class BroadcastDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() subject: string;
  @ApiProperty() body: string;
  @ApiProperty({ ...ID_SCHEMA, nullable: true }) segmentId: number | null;
  @ApiProperty({ type: String, nullable: true }) segmentName: string | null;
  @ApiProperty({ enum: ['draft', 'scheduled', 'sent'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduledAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Mails queued when it was sent: its recipients' })
  recipients: number | null;
  @ApiProperty({ type: DeliveryDto, description: "The outbox's count of its mails by status" }) delivery: DeliveryDto;
  @ApiProperty({ description: 'Distinct people who opened it (tracking on)' }) opened: number;
  @ApiProperty({ description: 'Distinct people who clicked in it (tracking on)' }) clicked: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
