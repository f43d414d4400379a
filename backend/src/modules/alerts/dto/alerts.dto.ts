import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { AlertsErrors } from '../alerts.errors';

export const ALERT_SOURCES = ['settings', 'environment', 'admin', 'none'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

// Where the owner's alerts go now, and why (the Overview's line and the Site tab's card).
export class AlertRecipientDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'jane@coach.example',
    description: 'Where new bookings, orders to ship, low stock and contact messages are e-mailed; null: nowhere',
  })
  address: string | null;

  @ApiProperty({
    enum: ALERT_SOURCES,
    description:
      "settings: the owner's notification e-mail; environment: OWNER_EMAIL; admin: the first admin's " +
      'confirmed address; none: no address at all (alerts are not sent)',
  })
  source: AlertSource;
}

export class AlertSettingsDto extends AlertRecipientDto {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    maxLength: 254,
    example: 'jane@coach.example',
    description: 'What the owner set; null: the default (OWNER_EMAIL, else the first admin’s confirmed address)',
  })
  notificationEmail: string | null;
}

// PUT /api/admin/alerts: the key is always sent; null or blank goes back to the default.
export class SaveAlertSettingsDto {
  @ApiProperty({ type: String, nullable: true, format: 'email', maxLength: 254, example: 'jane@coach.example' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateBy(
    {
      name: 'isEmailOrNull',
      validator: {
        validate: (value: unknown) =>
          value == null || (typeof value === 'string' && value.length <= 254 && isEmail(value)),
      },
    },
    { message: AlertsErrors.badAddress },
  )
  @ValidateBy(
    { name: 'isSent', validator: { validate: (value: unknown) => value !== undefined } },
    { message: AlertsErrors.notSent },
  )
  notificationEmail: string | null;
}

export class AlertTestMailDto {
  @ApiProperty({ example: 'jane@coach.example', description: 'Where the test mail was queued to' })
  to: string;
}
