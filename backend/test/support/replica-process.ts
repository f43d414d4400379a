import { ChildProcess, fork } from 'node:child_process';
import * as path from 'node:path';

// support/app-replica.ts in a child process with these variables over the test's own; resolves once
// it says it is ready (fails if it exits first).
export async function startReplica(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'app-replica.ts'), {
    execArgv: ['--require', path.join(__dirname, 'swc-register.js')],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
    child.on('exit', (code) => reject(new Error(`the replica exited with ${code} before it was ready`)));
  });
  return child;
}

// SIGKILL, as a crash: resolves once the process is gone
export async function killReplica(child: ChildProcess): Promise<void> {
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
