// Typed factories that arrange the database for the integration tests: through the app's
// repositories where it can reach the state, named SQL where it cannot (time gone by, crashes,
// older schemas). Tests arrange data through these, never in SQL of their own.
export * from './accounts';
export * from './alerts';
export * from './analytics';
export * from './backups';
export * from './blog';
export * from './commerce';
export * from './contact';
export * from './content';
export * from './bookings';
export * from './courses';
export * from './mail';
export * from './paged-lists';
export * from './rate-limits';
export * from './seeds';
export * from './site';
export * from './old-schemas';
