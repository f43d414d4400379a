import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt } from 'class-validator';
import { int4Schema } from '../../../core/http/int4';
import { AutomationErrors, MAX_CLOCK_HOURS } from '../automations.errors';

export class SaveAutomationSettingsDto {
  @ApiProperty({ description: 'Count opens and clicks of marketing mail (first-party; off by default)' })
  @IsBoolean({ message: AutomationErrors.tracking })
  tracking: boolean;
}

export class AutomationSettingsDto extends SaveAutomationSettingsDto {
  @ApiProperty({ type: String, format: 'date-time', description: "The automations' clock" }) clockNow: string;
}

export class MoveAutomationClockDto {
  @ApiProperty({ ...int4Schema(1, MAX_CLOCK_HOURS), example: 24 })
  @IsInt({ message: AutomationErrors.clockHours })
  hours: number;
}

export class AutomationClockDto {
  @ApiProperty({ type: String, format: 'date-time' }) now: string;
  @ApiProperty({ description: 'Sequence steps taken' }) steps: number;
  @ApiProperty({ description: 'People who finished a sequence' }) completed: number;
  @ApiProperty({ description: 'People who left a sequence' }) exited: number;
  @ApiProperty({ description: 'Broadcasts sent' }) broadcasts: number;
}
