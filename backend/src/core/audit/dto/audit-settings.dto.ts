import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { AuditErrors, KEEP_DAYS_MAX, KEEP_DAYS_MIN } from '../audit.errors';

// How long the audit log keeps an entry; older ones are deleted each night.
export class AuditSettingsDto {
  @ApiProperty({
    minimum: KEEP_DAYS_MIN,
    maximum: KEEP_DAYS_MAX,
    example: 365,
    description: 'Keep the audit log for N days',
  })
  @IsInt({ message: AuditErrors.keepDays })
  @Min(KEEP_DAYS_MIN, { message: AuditErrors.keepDays })
  @Max(KEEP_DAYS_MAX, { message: AuditErrors.keepDays })
  keepDays: number;
}
