import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';
import { UndeliverableDto } from '../../../core/mail/dto/mail-suppression.dto';
import { AutomationErrors } from '../automations.errors';
import { SegmentIdQuery } from './optional-id';

export class PeopleQueryDto {
  @ApiPropertyOptional({ description: 'Any part of the address', maxLength: 200 })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ description: 'Only people with this tag' })
  @IsOptional()
  @IsString({ message: 'tag must be text' })
  tag?: string;

  @SegmentIdQuery('Only people of this segment')
  segmentId?: number;

  @ApiPropertyOptional({ ...int4Schema(1, 100_000), description: 'The page, from 1 (default 1)' })
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: 'page must be at most 100000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ ...int4Schema(1, 200), description: 'People per page, 1-200 (default 50)' })
  @IsOptional()
  @Type(() => Number)
  @Max(200, { message: 'pageSize must be at most 200' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  pageSize?: number;
}

export class PersonPlaceDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'The place (one person may have had several in a sequence)' }) id: number;
  @ApiProperty(ID_SCHEMA) sequenceId: number;
  @ApiProperty({ example: 'Welcome series' }) name: string;
  @ApiProperty({
    enum: ['active', 'completed', 'exited', 'left'],
    description: 'exited: the sequence took them out; left: they stopped the series by its link',
  })
  status: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'The address stopped taking mail (hard-bounce)',
    description: 'Why they are out of it (exited, left)',
  })
  exitReason: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) enteredAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: Date | null;
}

export class PersonDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: [String], example: ['paperback', 'vip'] }) tags: string[];
  @ApiProperty({ description: 'Reads the daily e-mail now' }) subscribed: boolean;
  @ApiProperty({ description: 'Has an account' }) customer: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When they stopped marketing mail' })
  unsubscribedAt: Date | null;
  @ApiProperty({
    type: UndeliverableDto,
    nullable: true,
    description: 'Why no mail reaches the address any more, and since when (null: mail reaches it)',
  })
  undeliverable: UndeliverableDto | null;
  @ApiProperty({ type: [PersonPlaceDto], description: 'The sequences they are in or left, newest first' })
  sequences: PersonPlaceDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class PeoplePageDto {
  @ApiProperty({ type: [PersonDto], description: 'Newest first' }) items: PersonDto[];
  @ApiProperty({ example: 1234 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50 }) pageSize: number;
}

export class TagPeopleDto {
  @ApiProperty({ type: [String], example: ['ada@example.com'] })
  @IsEmail({}, { each: true, message: 'Each of emails must be an e-mail address.' })
  @ArrayMaxSize(1000, { message: AutomationErrors.emails })
  @ArrayMinSize(1, { message: AutomationErrors.emails })
  @IsArray({ message: AutomationErrors.emails })
  emails: string[];

  @ApiProperty({ example: 'vip' })
  @IsString({ message: AutomationErrors.tag })
  tag: string;

  @ApiProperty({ enum: ['add', 'remove'] })
  @IsIn(['add', 'remove'], { message: 'action must be "add" or "remove".' })
  action: 'add' | 'remove';
}

export class TaggedDto {
  @ApiProperty({ description: 'People who newly carry the tag (add) or lost it (remove)' }) changed: number;
  @ApiProperty({ type: [String], description: 'Addresses that are nobody on the list' }) unknown: string[];
}

export class TagCsvDto {
  @ApiProperty({
    example: 'email,tags\nada@example.com,vip;paperback',
    description: 'Header "email,tags" (tags split by ;)',
  })
  @MaxLength(5_000_000, { message: 'The CSV is too large: at most 5 MB.' })
  @IsString({ message: 'csv must be the CSV text' })
  csv: string;

  @ApiPropertyOptional({ description: 'A tag for every line (then the CSV needs no tags column)' })
  @IsOptional()
  @IsString({ message: AutomationErrors.tag })
  tag?: string;
}

export class RejectedLineDto {
  @ApiProperty({ example: 3 }) line: number;
  @ApiProperty({ example: 'bob@example.com is not on your list' }) reason: string;
}

export class TagCsvResultDto {
  @ApiProperty({ description: 'Tags newly given' }) tagged: number;
  @ApiProperty({ type: [RejectedLineDto] }) rejected: RejectedLineDto[];
}

export class TagCountDto {
  @ApiProperty({ example: 'vip' }) tag: string;
  @ApiProperty({ example: 12 }) people: number;
}
