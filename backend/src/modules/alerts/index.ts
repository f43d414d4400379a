// What other modules may use of the owner's alerts: the module, and the service that queues an
// alert to wherever the owner wants them.
export { AlertsModule } from './alerts.module';
export { OwnerAlertsService } from './owner-alerts.service';
export { AlertRecipientDto } from './dto/alerts.dto';
