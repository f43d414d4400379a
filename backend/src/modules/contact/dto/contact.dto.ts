import { CONTACT_SUBJECT_VALUES } from '@coach/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
} from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { trimmed } from '../../../core/http/transforms';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { MESSAGE_FILTERS, type MessageFilter } from '../contact-messages.repository';
import type { ContactMessageEntity } from '../entities/contact-message.entity';
import type { ContactReplyEntity } from '../entities/contact-reply.entity';

const VALID_EMAIL = 'Please enter a valid email';

// The contact form (spec section 5), messages word for word. Validators run bottom-up.
export class SendContactMessageDto {
  @ApiProperty({ example: 'Ada Lovelace', minLength: 1, maxLength: 100 })
  @Transform(trimmed)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: 254 })
  @Transform(trimmed)
  @IsEmail({}, { message: VALID_EMAIL })
  @MaxLength(254, { message: VALID_EMAIL })
  @IsString({ message: VALID_EMAIL })
  email: string;

  @ApiProperty({ enum: CONTACT_SUBJECT_VALUES })
  @IsIn(CONTACT_SUBJECT_VALUES, { message: 'Please select a subject' })
  subject: string;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @IsString({ message: 'Message must be at least 10 characters' })
  message: string;

  // The honeypot: hidden from people, filled in by bots; a message with it is held back as spam
  // (stored, not mailed to the owner) and answered like any other.
  @ApiPropertyOptional({ description: 'Leave empty (a field people do not see)', maxLength: 500 })
  @Omittable()
  @IsString({ message: 'website must be text' })
  @MaxLength(500, { message: 'website must be at most 500 characters' })
  website?: string;
}

export class ContactSentDto {
  @ApiProperty({ example: "Thank you for your message. I'll get back to you within 24 hours." })
  message: string;
}

export class ListMessagesQuery extends PageQuery {
  @ApiPropertyOptional({
    description:
      'Only messages whose name, e-mail, subject (its value or the label the form shows) or text contains this (any case)',
    maxLength: 254,
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;

  @ApiPropertyOptional({
    enum: MESSAGE_FILTERS,
    default: 'all',
    description: 'all: the inbox; unread: the inbox’s unread messages; held: the messages held back as spam',
  })
  @Omittable()
  @IsIn(MESSAGE_FILTERS, { message: 'filter must be all, unread or held' })
  filter?: MessageFilter;
}

export class ContactMessageDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: CONTACT_SUBJECT_VALUES }) subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Whether the owner has opened it (or not marked it unread again)' }) read: boolean;
  @ApiProperty({ description: 'Held back as spam: not mailed to the owner until released' }) held: boolean;
}

export const toContactMessageDto = (m: ContactMessageEntity): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
  read: m.readAt !== null,
  held: m.heldAt !== null,
});

export class ContactReplyDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ format: 'uuid' }) replyId: string;
  @ApiProperty() body: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export const toContactReplyDto = (r: ContactReplyEntity): ContactReplyDto => ({
  id: r.id,
  replyId: r.replyId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
});

// A message with the owner's replies to it, oldest first (the sender's answers go to the owner's mailbox).
export class ContactThreadDto extends ContactMessageDto {
  @ApiProperty({ type: [ContactReplyDto] }) replies: ContactReplyDto[];
}

export class MarkMessageReadDto {
  @ApiProperty({ description: 'true: read; false: unread again' })
  @IsBoolean({ message: 'read must be true or false' })
  read: boolean;
}

export class SendContactReplyDto {
  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'The reply must be at most 5000 characters' })
  @IsNotEmpty({ message: 'Please write a reply' })
  @IsString({ message: 'Please write a reply' })
  body: string;

  @ApiProperty({
    format: 'uuid',
    description: 'Made by the page once per reply: sending the same replyId again stores and mails it once',
  })
  @IsUUID('all', { message: 'replyId must be a UUID' })
  replyId: string;
}
