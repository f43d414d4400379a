import { ApiProperty } from '@nestjs/swagger';
import { EmailField } from '../../../core/http/email-field';
import type { SubscriberEntity } from '../entities/subscriber.entity';

export class SubscribeDto {
  @ApiProperty({ example: 'reader@example.com' })
  @EmailField()
  email: string;
}

export class MessageDto {
  @ApiProperty({ example: "You've been subscribed to our newsletter." })
  message: string;
}

export class SubscriberDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'reader@example.com' })
  email: string;

  @ApiProperty({ type: String, format: 'date-time' })
  subscribedAt: string;

  @ApiProperty()
  active: boolean;
}

export function toSubscriberDto(s: SubscriberEntity): SubscriberDto {
  return { id: s.id, email: s.email, subscribedAt: s.subscribedAt.toISOString(), active: s.active };
}
