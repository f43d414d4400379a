import { readdirSync } from 'node:fs';
import * as path from 'node:path';

// The integration suites of a folder (`*.e2e.ts`) run as one Jest test file, its `suites.e2e-spec.ts`:
// Jest loads the app's modules (NestJS, TypeORM, the app) once per test file, and that was a third
// of the backend tier's CPU when each suite was a file of its own (test/auth: 65 s of CPU as 22 files,
// 43 s as one). Each suite is still its own describe block: the hooks it declares at its top level
// (an app started before its tests, closed after) are its own, and run around its tests alone.
// `SUITE=<part of a file name> npx jest test/<folder>` runs only the suites of that folder whose file
// names contain it (the end-of-run status check then stands aside, as for any narrowed run:
// status-check.ts).
export const SUITE_FILTER_VARIABLE = 'SUITE';

export function runSuitesOf(folder: string): void {
  const only = process.env[SUITE_FILTER_VARIABLE];
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.e2e.ts') && (!only || file.includes(only)))
    .sort();
  // a folder without a suite, or a SUITE that names none of its files, is a mistake to say
  if (files.length === 0) throw new Error(`no suite in ${folder}${only ? ` matches SUITE=${only}` : ''}`);
  for (const file of files) {
    describe(file.replace(/\.e2e\.ts$/, ''), () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(folder, file));
    });
  }
}
