import type { EntityManager } from 'typeorm';

// Who asks for their data export: the signed-in account, from this session.
export interface ExportRequest {
  userId: number;
  sessionId: string;
}

// The account being deleted, locked in the deleting transaction.
export interface DeletedAccount {
  id: number;
  email: string;
}

// One module's part of an account's personal data, registered into PersonalDataRegistry from the
// module's onModuleInit: privacy's "Download Account Data" and "Delete Account" gather the parts
// without knowing the modules. A part without `export` adds no section; one without `delete`
// keeps nothing that must go with the account.
export interface PersonalData {
  // its section's key in the data export (and its name in errors)
  name: string;
  // its section, field by field (no hash, no token, no session id)
  export?(request: ExportRequest): Promise<unknown>;
  // in the deleting transaction, before the account itself goes
  delete?(tx: EntityManager, account: DeletedAccount): Promise<void>;
  // deleted before the parts without it: its rows are found through theirs (analytics' through the
  // account's orders and its newsletter row, which the others let go of)
  deletesFirst?: boolean;
}
