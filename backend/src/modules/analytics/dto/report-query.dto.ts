import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { AnalyticsErrors, MAX_REPORT_DAYS } from '../analytics.errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The days a report covers: `from` to `to` inclusive, calendar days in the site's time zone (Site settings). Whether they are
// real dates, in order and at most MAX_REPORT_DAYS apart is checked by ReportRange.
export class AnalyticsReportQuery {
  @ApiProperty({ example: '2026-03-01', description: "The first day (the site's time zone, Site settings)" })
  @Matches(DAY, { message: AnalyticsErrors.dayFormat('from') })
  @IsString({ message: AnalyticsErrors.dayFormat('from') })
  from: string;

  @ApiProperty({
    example: '2026-03-30',
    description: `The last day, included (at most ${MAX_REPORT_DAYS} days in all)`,
  })
  @Matches(DAY, { message: AnalyticsErrors.dayFormat('to') })
  @IsString({ message: AnalyticsErrors.dayFormat('to') })
  to: string;
}
