import { Injectable } from '@nestjs/common';

// Whether this replica is shutting down (a SIGTERM: core/http/graceful-shutdown.ts). From that
// moment readiness answers 503 "stopping", so a balancer that asks sends it nothing new while it
// finishes what it serves; liveness still answers 200 (stopping is not dead: no restart).
@Injectable()
export class Draining {
  private started = false;

  begin(): void {
    this.started = true;
  }

  get active(): boolean {
    return this.started;
  }
}
