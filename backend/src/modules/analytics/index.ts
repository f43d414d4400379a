// What other modules may use of analytics; everything else is private to it.
export { AnalyticsModule } from './analytics.module';
