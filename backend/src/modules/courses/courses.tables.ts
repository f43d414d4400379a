// The tables courses owns (SQL on them lives in courses alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'course_modules',
  'course_lessons',
  'course_lesson_attachments',
  'course_enrolments',
  'course_progress',
] as const;
