import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

type Source = (tx?: EntityManager) => Promise<Date>;

// The time a payment plan's instalments are scheduled by: the real time, or the billing clock that
// memberships registers (the offline provider's, which tests and the owner's demo move on), so a
// plan bought after the clock moved falls due a month after that moment, not a month after today.
@Injectable()
export class PlanClock {
  private source: Source = async () => new Date();

  use(source: Source): void {
    this.source = source;
  }

  now(tx?: EntityManager): Promise<Date> {
    return this.source(tx);
  }
}
