import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { readdir, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { FILE_STORE, type FileStore } from '../../core/storage/file-store';
import { DataSource } from 'typeorm';
import { BackupRunsRepository } from './backup-runs.repository';
import { BACKUP_FILE, createBackup } from './backup-writer';
import { BackupsErrors } from './backups.errors';

export interface BackupArchive {
  name: string;
  size: number;
  createdAt: Date;
}

export interface BackupHealth {
  scheduled: boolean;
  lastSucceededSecondsAgo: number | null;
  lastFailedSecondsAgo: number | null;
}

const secondsSince = (at: Date | null | undefined, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : null;

// The backups, scheduled (BACKUP_CRON) or made now, BACKUP_KEEP of them kept, and how the latest went.
@Injectable()
export class BackupsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: BackupRunsRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly dataSource: DataSource,
  ) {}

  // A backup made now for the admin (Overview → Back up now); refused while another is being made.
  // Recorded like any run.
  async runNow(): Promise<BackupArchive> {
    const made = await this.oneAtATime(async () => {
      const startedAt = new Date();
      const { file } = await this.write().catch(async (error: unknown) => {
        await this.runs.record(startedAt, { error: error instanceof Error ? error.message : String(error) });
        throw error;
      });
      await this.runs.record(startedAt, { file });
      await pruneBackups(this.config.backupDir, this.config.backupKeep);
      return archiveOf(this.config.backupDir, path.basename(file));
    });
    if (!made) throw new ConflictException(BackupsErrors.running);
    return made.value;
  }

  // One backup at a time across replicas, scheduled or made now (two at once would each prune the
  // other's archive count): a session's advisory lock, held by one connection while the archive is
  // written (let go with it, also when the process dies). Null when another holds it.
  private async oneAtATime<T>(run: () => Promise<T>): Promise<{ value: T } | null> {
    const session = this.dataSource.createQueryRunner();
    await session.connect();
    try {
      const [{ locked }] = await session.query(`SELECT pg_try_advisory_lock(hashtext('backup now')) AS locked`);
      if (!locked) return null;
      try {
        return { value: await run() };
      } finally {
        await session.query(`SELECT pg_advisory_unlock(hashtext('backup now'))`);
      }
    } finally {
      await session.release();
    }
  }

  private write() {
    return createBackup({ databaseUrl: this.config.databaseUrl!, store: this.store, backupDir: this.config.backupDir });
  }

  // the archives kept in BACKUP_DIR, newest first
  async archives(): Promise<BackupArchive[]> {
    const dir = this.config.backupDir;
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_FILE.test(name));
    const all = await Promise.all(names.map((name) => archiveOf(dir, name)));
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
  }

  // where a kept archive is, by its name alone (a name that is not an archive's is no path)
  async archivePath(name: string): Promise<{ path: string; size: number }> {
    const found = BACKUP_FILE.test(name) && (await this.archives()).find((a) => a.name === name);
    if (!found) throw new NotFoundException(BackupsErrors.archiveNotFound);
    return { path: path.join(this.config.backupDir, found.name), size: found.size };
  }

  // The backup of one scheduled minute, made by the replica that claims it (the others get null);
  // then the oldest archives beyond BACKUP_KEEP are removed. Skipped (null, nothing claimed) while
  // a backup is being made: the admin's "Back up now" has just made one.
  async runScheduled(now = new Date()): Promise<string | null> {
    const slot = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const made = await this.oneAtATime(async () => {
      const id = await this.runs.claim(slot);
      if (id === null) return null;
      try {
        const { file } = await this.write();
        await this.runs.finish(id, { file });
        await pruneBackups(this.config.backupDir, this.config.backupKeep);
        return file;
      } catch (error) {
        await this.runs.finish(id, { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
    return made?.value ?? null;
  }

  async health(now = new Date()): Promise<BackupHealth> {
    const [succeeded, failed] = await Promise.all([
      this.runs.lastFinished('succeeded'),
      this.runs.lastFinished('failed'),
    ]);
    return {
      scheduled: this.config.backupCron !== null,
      lastSucceededSecondsAgo: secondsSince(succeeded?.finishedAt, now),
      lastFailedSecondsAgo: secondsSince(failed?.finishedAt, now),
    };
  }
}

async function archiveOf(dir: string, name: string): Promise<BackupArchive> {
  const { size, mtime } = await stat(path.join(dir, name));
  return { name, size, createdAt: mtime };
}

// Keeps the newest `keep` archives of `dir` (made by the schedule or by `make backup`).
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  const removed = dated.slice(keep).map(({ name }) => name);
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}
