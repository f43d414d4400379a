import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SessionDto, toSessionDto } from './session.dto';
import { SessionsRepository } from './sessions.repository';

// An account's signed-in sessions: listed on the Settings tab, ended by "Sign out everywhere
// else", by a password change (all but the one that changed it) and by a password reset (all).
// A session ends at once: every request reads its row.
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
  ) {}

  async list(userId: number, currentSid: string): Promise<SessionDto[]> {
    const sessions = (await this.sessions.listForUser(userId)).map((s) => toSessionDto(s, currentSid));
    // this device first
    return sessions.sort((a, b) => Number(b.current) - Number(a.current));
  }

  endOthers(userId: number, currentSid: string): Promise<number> {
    return this.endAll(this.dataSource.manager, userId, currentSid);
  }

  // every session of the account but `keep` (null: all of them); answers how many ended
  endAll(tx: EntityManager, userId: number, keep: string | null): Promise<number> {
    return this.sessions.deleteForUser(tx, userId, keep);
  }
}
