import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { trimmed } from '../../../core/http/transforms';
import { PageQuery } from '../../../core/paging/page-query.dto';
import type { ContactMessageEntity } from '../entities/contact-message.entity';

export const SUBJECTS = ['consultation', 'products', 'speaking', 'collaboration', 'other'] as const;
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

  @ApiProperty({ enum: SUBJECTS })
  @IsIn(SUBJECTS, { message: 'Please select a subject' })
  subject: string;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @IsString({ message: 'Message must be at least 10 characters' })
  message: string;
}

export class ContactSentDto {
  @ApiProperty({ example: "Thank you for your message. I'll get back to you within 24 hours." })
  message: string;
}

export class ListMessagesQuery extends PageQuery {
  @ApiPropertyOptional({
    description: 'Only messages whose name, e-mail or subject contains this (any case)',
    maxLength: 254,
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

export class ContactMessageDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: SUBJECTS }) subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export const toContactMessageDto = (m: ContactMessageEntity): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
});
