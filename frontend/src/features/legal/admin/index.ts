// The admin's Legal tab (antd): imported by the admin page alone, so the public pages never load it.
export { LegalTab } from './LegalTab';
