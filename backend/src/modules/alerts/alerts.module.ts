import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { AlertSettingsRepository } from './alert-settings.repository';
import { AlertsController } from './alerts.controller';
import { AlertSettingsEntity } from './entities/alert-settings.entity';
import { alertTestMail } from './mails/alert-test.mail';
import { OwnerAlertsService } from './owner-alerts.service';

// The owner's alerts: where they are e-mailed (the admin's setting, with its defaults), and the
// test mail. Modules that alert the owner queue through OwnerAlertsService.
@Module({
  imports: [TypeOrmModule.forFeature([AlertSettingsEntity]), AuthModule],
  controllers: [AlertsController],
  providers: [OwnerAlertsService, AlertSettingsRepository, provideMails(alertTestMail)],
  exports: [OwnerAlertsService],
})
export class AlertsModule {}
