import { ApiProperty } from '@nestjs/swagger';

export class ExportedTagDto {
  @ApiProperty({ example: 'vip' }) tag: string;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt: string;
}

export class ExportedSequencePlaceDto {
  @ApiProperty({ example: 'Welcome series' }) sequence: string;
  @ApiProperty({ enum: ['active', 'completed', 'exited', 'left'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) enteredAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

export class ExportedEngagementDto {
  @ApiProperty({ enum: ['open', 'click'] }) event: string;
  @ApiProperty({ example: 'broadcast:3', description: 'Which mail' }) mail: string;
  @ApiProperty({ type: String, nullable: true, description: 'The link clicked' }) url: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

export class ExportedGuideDto {
  @ApiProperty({ example: 'The Calm Guide' }) guide: string;
  @ApiProperty({ type: String, format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
}

// The automations' part of an account's data export (null: the account is nobody on the list).
export class ExportedMarketingDto {
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When marketing mail was stopped' })
  unsubscribedAt: string | null;
  @ApiProperty({ type: [ExportedTagDto] }) tags: ExportedTagDto[];
  @ApiProperty({ type: [ExportedSequencePlaceDto] }) sequences: ExportedSequencePlaceDto[];
  @ApiProperty({ type: [ExportedEngagementDto], description: 'Opens and clicks counted while tracking was on' })
  opensAndClicks: ExportedEngagementDto[];
  @ApiProperty({ type: [ExportedGuideDto] }) guides: ExportedGuideDto[];
}
