// The contract's types of the owner's endpoints (src/api/generated-admin.ts), for admin code; the
// public ones are src/api's (index.ts). Types only: the admin client stays out of public chunks.
export type * from './generated-admin';
