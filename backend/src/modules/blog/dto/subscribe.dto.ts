import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from '../../../core/http/email-field';
import { ID_SCHEMA } from '../../../core/http/int4';
import { toUndeliverable, UndeliverableDto } from '../../../core/mail/dto/mail-suppression.dto';
import type { Suppression } from '../../../core/mail/mail-suppression';
import { type SubscriberEntity, type SubscriberStatus, subscriberStatus } from '../entities/subscriber.entity';

export class SubscribeDto {
  @ApiProperty({ example: 'reader@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;
}

export class MessageDto {
  @ApiProperty({ example: "You've been subscribed to our newsletter." })
  message: string;
}

export class SubscriberDto {
  @ApiProperty(ID_SCHEMA)
  id: number;

  @ApiProperty({ example: 'reader@example.com', format: 'email' })
  email: string;

  @ApiProperty({ type: String, format: 'date-time' })
  subscribedAt: string;

  @ApiProperty({ description: 'Receives the daily e-mail (confirmed and not unsubscribed)' })
  active: boolean;

  @ApiProperty({
    enum: ['active', 'pending', 'inactive'],
    enumName: 'SubscriberStatus',
    description: 'pending: waiting for the click on the confirmation link; inactive: unsubscribed, or never confirmed',
  })
  status: SubscriberStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;

  @ApiProperty({
    type: UndeliverableDto,
    nullable: true,
    description: 'Why no mail reaches the address any more (null: mail reaches it)',
  })
  undeliverable: UndeliverableDto | null;
}

export function toSubscriberDto(s: SubscriberEntity, stopped: Suppression | null = null): SubscriberDto {
  return {
    id: s.id,
    email: s.email,
    subscribedAt: s.subscribedAt.toISOString(),
    active: s.active,
    status: subscriberStatus(s),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    undeliverable: toUndeliverable(stopped),
  };
}
