import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';

// One backend at a time owns the embedded cluster of a DATA_DIR. Its pid is kept in
// DATA_DIR/postgres.lock; a start that finds the owner gone (killed, crashed) takes over, stops the
// server the dead owner left running, and starts its own, so a crash never needs a hand to recover.
const logger = new Logger('EmbeddedPostgres');

export class EmbeddedDatabaseInUseError extends Error {}

interface Owner {
  pid: number;
  // the process's start time, so a recycled pid is not taken for the owner
  started: string | null;
}

// Linux: field 22 of /proc/<pid>/stat (after the parenthesised name); null where there is no /proc.
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

// A zombie (dead, not yet reaped by its new parent) counts as gone.
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
    } catch {
      return [];
    }
  }
}

function readOwner(lockFile: string): Owner | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

function ownerAlive(owner: Owner): boolean {
  return alive(owner.pid) && (owner.started === null || startTime(owner.pid) === owner.started);
}

// The pid of the live backend that owns the cluster, or null when none does.
export function liveOwner(lockFile: string): number | null {
  const owner = readOwner(lockFile);
  return owner && ownerAlive(owner) ? owner.pid : null;
}

// Makes this process the owner; refuses while another live process owns the cluster.
export function claimOwnership(lockFile: string): () => void {
  const me: Owner = { pid: process.pid, started: startTime(process.pid) };
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me) + '\n');
  try {
    for (;;) {
      try {
        linkSync(draft, lockFile); // atomic, and fails when the lock exists
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockFile);
      if (owner && ownerAlive(owner)) {
        throw new EmbeddedDatabaseInUseError(
          `The embedded database in ${path.dirname(lockFile)} is in use by another running backend (process ` +
            `${owner.pid}). Stop that one first, or give this one its own DATA_DIR.`,
        );
      }
      logger.warn(`Taking over the embedded database from process ${owner?.pid ?? '?'}, which is gone`);
      rmSync(lockFile, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const release = () => {
    if (readOwner(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

// A server left running on `clusterDir` by a dead owner is stopped (fast shutdown) before ours
// starts; a postmaster.pid whose process is gone, or is not that server, is removed.
export async function stopLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && servesCluster(pid, clusterDir)) {
    logger.warn(`Stopping the embedded PostgreSQL (process ${pid}) left running by a backend that is gone`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 120_000;
    while (alive(pid)) {
      if (Date.now() > deadline) {
        throw new Error(`The embedded PostgreSQL left running in ${clusterDir} (process ${pid}) does not stop.`);
      }
      await sleep(100);
    }
  }
  rmSync(pidFile, { force: true });
}

function servesCluster(pid: number, clusterDir: string): boolean {
  const args = commandLine(pid);
  const flag = args.indexOf('-D');
  return (
    path.basename(args[0] ?? '') === 'postgres' &&
    flag > 0 &&
    flag + 1 < args.length &&
    path.resolve(args[flag + 1]) === path.resolve(clusterDir)
  );
}
