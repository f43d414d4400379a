import { Injectable } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';

// For an admin action that changes no row but matters (a backup downloaded, a list of customers
// exported): the database records the rows an action changes by itself; this records the rest.
// Called once the action succeeded; outside an admin's request it records nothing.
@Injectable()
export class AuditTrail {
  constructor(private readonly log: AuditLogRepository) {}

  note(what: string): Promise<void> {
    return this.log.note(what);
  }
}
