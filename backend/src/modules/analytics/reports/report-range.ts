import { BadRequestException } from '@nestjs/common';
import { addDays } from '@coach/shared';
import { AnalyticsErrors, MAX_REPORT_DAYS } from '../analytics.errors';

const DAY_MS = 86_400_000;

// The days of a report and the period of the same length just before them.
export interface ReportRange {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

// a real calendar day (2026-02-30 is not), as the query's pattern already has the shape
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export function reportRange(from: string, to: string): ReportRange {
  if (!isRealDay(from)) throw new BadRequestException(AnalyticsErrors.dayFormat('from'));
  if (!isRealDay(to)) throw new BadRequestException(AnalyticsErrors.dayFormat('to'));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new BadRequestException(AnalyticsErrors.rangeBackwards);
  if (days > MAX_REPORT_DAYS) throw new BadRequestException(AnalyticsErrors.rangeTooLong);
  return { from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

// every day from `from` to `to`, in order
export const daysOf = (range: Pick<ReportRange, 'from' | 'days'>): string[] =>
  Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
