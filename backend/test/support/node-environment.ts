import { TestEnvironment } from 'jest-environment-node';
import { createWorkerDatabase } from './test-databases';

const DISPATCHER = Symbol.for('undici.globalDispatcher.1');

// this worker's database, made by its first test file (the module lives as long as the worker)
let workerDatabase: Promise<string> | undefined;

// Jest's Node environment, plus:
// - each test file's DATABASE_URL is its worker's own copy of the migrated template (test-databases.ts);
//   the worker's own environment keeps the run's base, which global-setup.ts set or was given.
// - what Google's Gemini SDK needs: Node's fetch keeps its dispatcher on the real global object,
//   which the test's sandbox does not see.
export default class NodeEnvironment extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    const global = this.global as unknown as Record<symbol, unknown> & { process: NodeJS.Process };
    const real = globalThis as unknown as Record<symbol, unknown>;
    if (!real[DISPATCHER]) await fetch('data:,init');
    global[DISPATCHER] = real[DISPATCHER];
    const base = process.env.DATABASE_URL;
    if (!base) return;
    workerDatabase ??= createWorkerDatabase(base, process.env.JEST_WORKER_ID ?? '1');
    global.process.env.DATABASE_URL = await workerDatabase;
  }
}
