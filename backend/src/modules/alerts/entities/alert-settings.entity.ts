import { Column, Entity, PrimaryColumn } from 'typeorm';

// Where the owner wants alerts e-mailed: the table's one row (id 1, made by its migration).
@Entity('alert_settings')
export class AlertSettingsEntity {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  // null: not set, the default applies (OwnerAlertsService.recipient)
  @Column({ name: 'notification_email', type: 'varchar', length: 254, nullable: true })
  notificationEmail: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
