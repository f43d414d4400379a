// The messages of the analytics module, each a sentence a person can read.

// the longest range a report covers, in days
export const MAX_REPORT_DAYS = 400;

export const AnalyticsErrors = {
  dayFormat: (field: string) => `${field} must be a date such as 2026-03-14 (YYYY-MM-DD).`,
  rangeBackwards: '"to" must not be before "from".',
  rangeTooLong: `Please choose at most ${MAX_REPORT_DAYS} days.`,
};
