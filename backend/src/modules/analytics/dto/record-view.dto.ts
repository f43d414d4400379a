import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import { IngestErrors, MAX_PATH, MAX_REFERRER, MAX_UTM } from '../ingest/ingest.errors';

// a campaign's parts are compared as the owner reads them: "Newsletter" and "newsletter " are one
const trimmedLowercase = (params: TransformFnParams): unknown => {
  const value = trimmed(params);
  return typeof value === 'string' ? value.toLowerCase() : value;
};

// null, as left out, is none
const utm = (field: string, example: string) =>
  ({
    type: String,
    nullable: true,
    description: `utm_${field.slice(3).toLowerCase()} of the page's address (trimmed, lowercased); null: none`,
    example,
    maxLength: MAX_UTM,
  }) as const;

// One page view, as the public pages' beacon sends it after the page has loaded.
export class RecordViewDto {
  @ApiProperty({
    description: 'The address of the page viewed (its query and fragment are not kept)',
    example: '/blog/hello',
    maxLength: MAX_PATH,
  })
  @MaxLength(MAX_PATH, { message: IngestErrors.pathTooLong })
  @Matches(/^\//, { message: IngestErrors.pathFormat })
  @IsString({ message: IngestErrors.pathRequired })
  path: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      "The page the visitor came from (the pages send document.referrer's origin): only its host is kept, and only another site's; null: none",
    example: 'https://news.example.org/item/1',
    maxLength: MAX_REFERRER,
  })
  @IsOptional()
  @MaxLength(MAX_REFERRER, { message: IngestErrors.referrerTooLong })
  @IsString({ message: IngestErrors.notText('referrer') })
  referrer?: string;

  @ApiPropertyOptional(utm('utmSource', 'newsletter'))
  @Transform(trimmedLowercase)
  @IsOptional()
  @MaxLength(MAX_UTM, { message: IngestErrors.utmTooLong('utmSource') })
  @IsString({ message: IngestErrors.notText('utmSource') })
  utmSource?: string;

  @ApiPropertyOptional(utm('utmMedium', 'email'))
  @Transform(trimmedLowercase)
  @IsOptional()
  @MaxLength(MAX_UTM, { message: IngestErrors.utmTooLong('utmMedium') })
  @IsString({ message: IngestErrors.notText('utmMedium') })
  utmMedium?: string;

  @ApiPropertyOptional(utm('utmCampaign', 'spring-sale'))
  @Transform(trimmedLowercase)
  @IsOptional()
  @MaxLength(MAX_UTM, { message: IngestErrors.utmTooLong('utmCampaign') })
  @IsString({ message: IngestErrors.notText('utmCampaign') })
  utmCampaign?: string;
}
