import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { MAX_IMPORT_KB, MAX_IMPORT_LINES } from '../blog.errors';

export class ListSubscribersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only addresses containing this text (any case)', maxLength: 254 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

export class ImportSubscribersDto {
  @ApiProperty({
    description: `The file's text: one address per line, or a column headed "email". At most ${MAX_IMPORT_KB} KB and ${MAX_IMPORT_LINES} addresses.`,
    example: 'email\nada@example.com\nbob@example.com\n',
  })
  @IsString({ message: 'csv must be the text of the file' })
  csv: string;

  @ApiProperty({
    description:
      'true: the owner has these people’s consent, new addresses are active at once; false: each new address is sent the confirmation e-mail',
  })
  @IsBoolean({ message: 'consent must be true or false' })
  consent: boolean;
}

export class InvalidLineDto {
  @ApiProperty({ description: '1-based line of the file', example: 4 })
  line: number;

  @ApiProperty({ description: 'what the line held (cut at 100 characters)', example: 'not-an-address' })
  text: string;
}

// What an import did; addresses repeated in the file count once.
export class ImportReportDto {
  @ApiProperty({
    description:
      'with consent: addresses now active (new ones, and those that were waiting for their click); without: new addresses, each sent the confirmation e-mail',
  })
  added: number;

  @ApiProperty({
    description: 'already active, or (without consent) already waiting for their click: left as they are',
  })
  alreadySubscribed: number;

  @ApiProperty({ description: 'unsubscribed once: never re-added by an import, with or without consent' })
  skippedUnsubscribed: number;

  @ApiProperty({ description: 'lines repeating an address read before in the same file' })
  duplicates: number;

  @ApiProperty({ type: [InvalidLineDto] })
  invalid: InvalidLineDto[];
}
