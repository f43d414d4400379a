import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import type { SubscriberEntity } from '../entities/subscriber.entity';

export class SubscribeDto {
  @ApiProperty({ example: 'reader@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
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
