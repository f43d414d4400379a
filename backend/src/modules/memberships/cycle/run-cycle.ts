import type { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

// enough for every row of a site many times over (a clock moved 400 days renews a monthly
// membership 13 times); the next run goes on where this one stopped
const MAX_STEPS = 5000;

// What one step of a cycle is given: its transaction, the rows this run leaves alone (for its
// SKIP LOCKED query), and `take`, to name the row it locked as soon as it has one.
export interface CycleStep {
  tx: EntityManager;
  skip: number[];
  take(id: number): void;
}

// One run of a billing cycle (the memberships', the payment plans'): step after step, each in a
// transaction of its own that locks the next due row (FOR UPDATE SKIP LOCKED: two runs at once, on
// one replica or two, never take the same one) and handles it, until a step finds none (null). A
// step that throws once it took its row (the provider gave no answer) rolls back, and that row
// waits for the next run while the others go on; so does a row the step answers 'skipped' for
// (nothing of it is due yet). Each other answer counts one in the report.
export async function runCycle<O extends string>(
  db: DataSource,
  logger: Logger,
  noun: string,
  report: Record<O, number>,
  step: (s: CycleStep) => Promise<O | 'skipped' | null>,
): Promise<Record<O, number>> {
  const skip: number[] = [];
  for (let n = 0; n < MAX_STEPS; n++) {
    const taken = { id: null as number | null };
    const take = (id: number) => {
      taken.id = id;
    };
    const outcome = await db
      .transaction((tx) => step({ tx, skip, take }))
      .catch((error: unknown) => {
        if (taken.id === null) throw error;
        logger.warn(`${noun} ${taken.id} not billed: ${error instanceof Error ? error.message : String(error)}`);
        return 'skipped' as const;
      });
    if (outcome === null) break;
    if (outcome === 'skipped') skip.push(taken.id!);
    else report[outcome]++;
  }
  return report;
}
