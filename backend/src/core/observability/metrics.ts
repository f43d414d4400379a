import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

type Labels<L extends string> = Partial<Record<L, string | number>>;

// This app's Prometheus registry (its own, not prom-client's global one, so several apps in one
// process, as in the tests, keep their numbers apart). The modules declare what they measure here:
// counters moved where things happen, gauges read when Prometheus scrapes (`collect`), so nothing
// polls. With METRICS_PORT empty nothing is served and the process-wide collectors (event loop,
// memory) are not started.
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly enabled: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metricsPort !== null;
    // event-loop lag (a perf_hooks histogram, 10 ms resolution), memory, GC, handles
    if (this.enabled) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<L extends string = never>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  // a value read at each scrape; `read` answers one number, or one per set of labels
  gauge<L extends string = never>(
    name: string,
    help: string,
    read: () => number | [Labels<L>, number][] | Promise<number | [Labels<L>, number][]>,
    labelNames: readonly L[] = [],
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        // a value that cannot be read now (the database away) is left out of this scrape, not the rest
        const value = await Promise.resolve()
          .then(read)
          .catch(() => null);
        if (typeof value === 'number') return void this.set(value);
        for (const [labels, n] of value ?? []) this.set(labels as never, n);
      },
    });
  }

  // a count kept elsewhere (a field of a service), shown as a Prometheus counter
  counted(name: string, help: string, read: () => number): Counter {
    return new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
