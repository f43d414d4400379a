import { recordPageViewUrl } from '../../api/generated-extras';

// The beacon's part of the contract: its address and what it sends. The beacon sends it with the
// browser's fetch (keepalive, after load, never waited on), not through the store.
export { recordPageViewUrl };
export type { RecordViewDto } from '../../api/generated';
