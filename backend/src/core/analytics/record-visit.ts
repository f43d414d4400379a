import { Logger } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { type Conversion, VISIT_ATTRIBUTION, type VisitAttribution } from './visit-attribution';

const logger = new Logger('VisitAttribution');

// Records the visit a new subscriber or order came from, in the caller's transaction but under a
// savepoint: whatever goes wrong here is logged and rolled back alone, and never fails the
// subscription or the order. Without the analytics module nothing is recorded.
export async function recordVisit(moduleRef: ModuleRef, tx: EntityManager, conversion: Conversion): Promise<void> {
  let attribution: VisitAttribution;
  try {
    attribution = moduleRef.get<VisitAttribution>(VISIT_ATTRIBUTION, { strict: false });
  } catch {
    return;
  }
  try {
    await tx.transaction((savepoint) => attribution.record(savepoint, conversion));
  } catch (error) {
    logger.warn(
      `The visit of ${conversion.kind} ${conversion.refId} was not recorded: ${error instanceof Error ? error.message : error}`,
    );
  }
}
