// docs/automations.md's operations (issue 47), which backend/openapi.json does not have yet: the
// backend module is being written beside the SPA. Until openapi.json has them, the fake API and the
// contract checks (src/test/contract.ts, src/api/generated.test.ts) take these as the contract and
// the SPA reaches them through the clients written by hand below; once it has them, `make openapi`
// generates the client, and this file and those clients go (generated.test.ts says so).
export const PENDING_OPERATIONS = [
  'GET /api/admin/automations/people',
  'POST /api/admin/automations/people/tags',
  'POST /api/admin/automations/people/tags/csv',
  'GET /api/admin/automations/tags',
  'GET /api/admin/automations/segments',
  'POST /api/admin/automations/segments',
  'POST /api/admin/automations/segments/count',
  'PUT /api/admin/automations/segments/{id}',
  'DELETE /api/admin/automations/segments/{id}',
  'GET /api/admin/automations/sequences',
  'POST /api/admin/automations/sequences',
  'GET /api/admin/automations/sequences/{id}',
  'PUT /api/admin/automations/sequences/{id}',
  'DELETE /api/admin/automations/sequences/{id}',
  'POST /api/admin/automations/sequences/{id}/status',
  'GET /api/admin/automations/broadcasts',
  'POST /api/admin/automations/broadcasts',
  'PUT /api/admin/automations/broadcasts/{id}',
  'POST /api/admin/automations/broadcasts/preview',
  'POST /api/admin/automations/broadcasts/{id}/test',
  'POST /api/admin/automations/broadcasts/{id}/schedule',
  'POST /api/admin/automations/broadcasts/{id}/cancel',
  'GET /api/admin/automations/lead-magnets',
  'POST /api/admin/automations/lead-magnets',
  'PUT /api/admin/automations/lead-magnets/{id}',
  'DELETE /api/admin/automations/lead-magnets/{id}',
  'GET /api/admin/automations/settings',
  'PUT /api/admin/automations/settings',
  'GET /api/lead-magnets/{slug}',
  'POST /api/lead-magnets/{slug}/claims',
  'POST /api/lead-magnets/claims/confirm',
  // assumed beyond the contract: the lead magnets shown under posts (?onPosts=true)
  'GET /api/lead-magnets',
];

// the clients written by hand for them (under src/features)
export const HAND_WRITTEN_CLIENTS = ['automations/automations-api.ts', 'automations/lead-magnets-api.ts'];
