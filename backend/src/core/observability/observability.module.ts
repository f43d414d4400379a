import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics';
import { JobMetrics } from './job-metrics';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

// The app's metrics (served on METRICS_PORT) and the jobs' measures; every module may declare its
// own measures on Metrics. Traces are started before the app by tracing.ts.
@Global()
@Module({
  providers: [Metrics, MetricsServer, JobMetrics, DatabaseMetrics],
  exports: [Metrics, MetricsServer],
})
export class ObservabilityModule {}
