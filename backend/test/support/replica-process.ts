import { ChildProcess, fork } from 'node:child_process';
import * as path from 'node:path';
import type { FakeCall, StripeFake } from './stripe-fake';

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

// what a replica answers a command: its result under the command's name, or why it failed
export type ReplicaReply = Record<string, unknown> & { failed?: string };

// the replica's answer to a command
export const askReplica = (replica: ChildProcess, command: object) =>
  new Promise<ReplicaReply>((resolve) => {
    replica.once('message', resolve);
    replica.send(command);
  });

// The replica told `command`, killed once the Stripe fake has done the call `at` picks (before
// answering it): so after Stripe did it and before the replica could write anything of it.
export async function killedAt(
  fake: StripeFake,
  replica: ChildProcess,
  command: object,
  at: (call: FakeCall) => boolean,
): Promise<void> {
  let killed!: Promise<void>;
  const dead = new Promise<void>((resolve, reject) => {
    fake.onAnswer = (call) => {
      if (!at(call)) return;
      killed = killReplica(replica);
      resolve();
      return killed;
    };
    // a command that ended before that call says why, instead of waiting for a kill that never comes
    replica.once('message', (m: ReplicaReply) => reject(new Error(`the replica finished first: ${JSON.stringify(m)}`)));
  });
  replica.send(command);
  await dead;
  await killed;
  fake.onAnswer = undefined;
}
