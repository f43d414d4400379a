// What support/stack.mjs starts the backend with, for journeys that need it.
export const ADMIN_SECRET = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';
