// The tables automations owns (SQL on them lives in automations alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'contacts',
  'contact_tags',
  'segments',
  'sequences',
  'sequence_steps',
  'sequence_enrolments',
  'sequence_step_runs',
  'broadcasts',
  'lead_magnets',
  'lead_magnet_claims',
  'mail_engagements',
  'automation_settings',
] as const;
