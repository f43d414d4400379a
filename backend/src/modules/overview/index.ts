// What other modules may use of the overview: only its module (it serves the admin dashboard).
export { OverviewModule } from './overview.module';
