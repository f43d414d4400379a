import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import { Omittable } from '../../../core/http/omittable';

export const MAX_MESSAGE_CHARS = 2000;
export const MAX_TURNS = 20;
export const MAX_TURN_CHARS = 4000;

export class ChatTurnDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  @IsIn(['user', 'assistant'], { message: 'Each history entry needs the role user or assistant' })
  role: 'user' | 'assistant';

  @ApiProperty({ maxLength: MAX_TURN_CHARS })
  @MaxLength(MAX_TURN_CHARS, { message: 'A history entry is too long' })
  @IsString({ message: 'Each history entry needs text content' })
  content: string;

  @ApiProperty({ required: false, maxLength: 40, description: 'Ignored (the widget keeps one per message)' })
  @Omittable()
  @MaxLength(40, { message: 'timestamp is not valid' })
  @IsString({ message: 'timestamp is not valid' })
  timestamp?: string;
}

export class ChatRequestDto {
  @ApiProperty({ example: 'What do you sell?', minLength: 1, maxLength: MAX_MESSAGE_CHARS })
  @Transform(trimmed)
  @MaxLength(MAX_MESSAGE_CHARS, { message: `Please keep messages under ${MAX_MESSAGE_CHARS} characters` })
  @IsNotEmpty({ message: 'Please type a message.' })
  @IsString({ message: 'Please type a message.' })
  message: string;

  @ApiProperty({
    type: [ChatTurnDto],
    required: false,
    maxItems: MAX_TURNS * 2,
    description: `The conversation so far, as the last answer returned it (at most ${MAX_TURNS} entries)`,
  })
  @Omittable()
  @ValidateNested({ each: true })
  @Type(() => ChatTurnDto)
  @ArrayMaxSize(MAX_TURNS * 2, { message: 'The conversation is too long. Please start a new chat.' })
  @IsArray({ message: 'conversationHistory must be a list' })
  conversationHistory?: ChatTurnDto[];

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'The conversation the last answer named; without it (or once it is no longer kept) a new one starts',
  })
  @Omittable()
  @IsUUID('all', { message: 'conversationId is not valid' })
  conversationId?: string;
}

export class ChatSourceDto {
  @ApiProperty({ example: 'Refund Policy' }) title: string;
  @ApiProperty({ example: '/refund-policy', description: 'A path on this site' }) url: string;
}

export class ChatResponseDto {
  @ApiProperty({ description: 'The assistant’s answer; links are Markdown, e.g. [Products](/products)' })
  message: string;

  @ApiProperty({ type: [ChatTurnDto], description: 'Send it back with the next message' })
  conversationHistory: ChatTurnDto[];

  @ApiProperty({
    format: 'uuid',
    description: 'Send it back with the next message (and to hand the conversation over)',
  })
  conversationId: string;

  @ApiProperty({
    description: "false when the site's facts did not answer the question: the answer says so and offers the owner",
  })
  answered: boolean;

  @ApiProperty({ type: [ChatSourceDto], description: 'The pages the answer used, best first (also linked in it)' })
  sources: ChatSourceDto[];
}

export class ChatHandoverDto {
  @ApiProperty({ format: 'uuid', description: 'The conversationId of the last answer' })
  @IsUUID('all', { message: 'conversationId is not valid' })
  conversationId: string;

  @ApiProperty({ example: 'visitor@example.com', maxLength: 254, description: 'Where the owner replies' })
  @Transform(trimmed)
  @MaxLength(254, { message: 'Please enter a valid email' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty({ required: false, maxLength: 100, example: 'Sam' })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be text' })
  name?: string;
}

export class ChatHandoverResponseDto {
  @ApiProperty({ example: 'Sent. The owner will reply to you by e-mail, usually within 24 hours.' })
  message: string;
}
