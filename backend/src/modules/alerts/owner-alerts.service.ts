import { ConflictException, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type AppConfig, DEFAULT_OWNER_EMAIL } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { DefinedMail } from '../../core/mail/define-mail';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { MailPayload } from '../../core/mail/mail-outbox.types';
import { UsersService } from '../auth';
import { AlertSettingsRepository } from './alert-settings.repository';
import { AlertsErrors } from './alerts.errors';
import type { AlertRecipientDto, AlertSettingsDto } from './dto/alerts.dto';
import { alertTestMail } from './mails/alert-test.mail';

// Where the owner's alerts (new booking, order to ship, low stock, contact message) go, first that
// applies: the notification e-mail the owner set in the admin; OWNER_EMAIL, when the operator set
// it (a deliberate choice, kept across upgrades); the first admin account's confirmed address; else
// nowhere (the alert is not queued, and the Overview says so). OWNER_EMAIL=owner@example.com was
// the old .env.example's placeholder, kept by upgraded sites: it counts as unset.
@Injectable()
export class OwnerAlertsService implements OnModuleInit {
  private readonly logger = new Logger('OwnerAlerts');

  constructor(
    private readonly settings: AlertSettingsRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.placeholderOwnerEmail()) {
      this.logger.warn(
        `OWNER_EMAIL=${DEFAULT_OWNER_EMAIL} is the old .env.example's placeholder: ignored (alerts go to ` +
          `the address set in Admin → Site, else the first admin's confirmed address); set a real one or leave it empty`,
      );
    }
  }

  async recipient(tx?: EntityManager): Promise<AlertRecipientDto> {
    const set = await this.settings.notificationEmail(tx);
    if (set) return { address: set, source: 'settings' };
    const operator = this.placeholderOwnerEmail() ? null : this.config.ownerEmail;
    if (operator) return { address: operator, source: 'environment' };
    const admin = await this.users.firstAdminConfirmedEmail(tx);
    return admin ? { address: admin, source: 'admin' } : { address: null, source: 'none' };
  }

  private placeholderOwnerEmail(): boolean {
    return this.config.ownerEmail?.toLowerCase() === DEFAULT_OWNER_EMAIL;
  }

  // Queues an alert to the owner in the caller's transaction (nothing when there is nobody to tell).
  async enqueue<P extends MailPayload>(tx: EntityManager, mail: DefinedMail<P>, subjectKey: string, payload: P) {
    const { address } = await this.recipient(tx);
    if (!address) {
      this.logger.warn(`No address for the owner's alerts: ${mail.kind} ${subjectKey} not sent (Admin → Site)`);
      return;
    }
    await this.outbox.enqueue(tx, mail.to(address, subjectKey, payload));
  }

  async settingsForAdmin(): Promise<AlertSettingsDto> {
    const [notificationEmail, recipient] = await Promise.all([this.settings.notificationEmail(), this.recipient()]);
    return { notificationEmail, ...recipient };
  }

  // null goes back to the default
  async save(notificationEmail: string | null): Promise<AlertSettingsDto> {
    await this.settings.setNotificationEmail(notificationEmail);
    return this.settingsForAdmin();
  }

  // A test mail to where alerts go now, through the outbox like every alert.
  async sendTestMail(now = new Date()): Promise<{ to: string }> {
    return this.dataSource.transaction(async (tx) => {
      const { address } = await this.recipient(tx);
      if (!address) throw new ConflictException(AlertsErrors.nobody);
      await this.outbox.enqueue(
        tx,
        alertTestMail.to(address, `alert-test:${randomUUID()}`, { requestedAt: now.toISOString() }),
      );
      return { to: address };
    });
  }
}
