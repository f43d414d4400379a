// Typed factories that arrange the database for the integration tests, through the app: its
// services and repositories, or its entities through the app's DataSource. SQL only where the app
// cannot make the state, gathered in three files that say why: bulk-rows.ts (rows by the
// thousand), old-schemas.ts (the schemas before a migration) and unmapped-tables.ts (tables no
// entity maps: links run out, sessions idle, mails in hand); and the cleanup between suites,
// ../resets.ts, re-exported here. Tests arrange data through these, never in SQL of their own.
export * from '../resets';
export * from './accounts';
export * from './alerts';
export * from './analytics';
export * from './blog';
export * from './bulk-rows';
export * from './commerce';
export * from './comments';
export * from './contact';
export * from './content';
export * from './bookings';
export * from './courses';
export * from './memberships';
export * from './membership-billing';
export * from './rate-limits';
export * from './site';
export * from './old-schemas';
export * from './unmapped-tables';
export * from './audit';
