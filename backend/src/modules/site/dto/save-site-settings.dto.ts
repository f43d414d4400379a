import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { AA_CONTRAST, contrastRefusal, contrastWithWhite } from '@coach/shared';
import { trimmed } from '../../../core/http/transforms';
import { canonicalZone, isTimeZone } from '../../../core/time/zone-names';
import { normaliseHex } from '../brand-colour';
import type { SiteTexts } from '../entities/site-settings.entity';
import { email, LinkField, matches, maxLength, NullableText } from './site-fields';

const HEX_COLOUR = 'Brand colour must be a hex colour such as #12355b';
const TIME_ZONE = (zone: unknown) => `"${String(zone)}" is not a time zone. Please choose one such as Europe/Berlin.`;
const PHONE = 'Phone may contain only digits, spaces and + - ( ) .';

// The admin's Site form (PUT /api/admin/site): every key, always. Validators run bottom-up.
export class SaveSiteSettingsDto implements SiteTexts {
  @ApiProperty({ example: 'Business Coach & Author', minLength: 1, maxLength: 80 })
  @Transform(trimmed)
  @MaxLength(80, { message: 'Site name must be at most 80 characters' })
  @IsNotEmpty({ message: 'Site name is required' })
  @IsString({ message: 'Site name is required' })
  siteName: string;

  @ApiProperty({ maxLength: 300, example: 'Helping founders and leaders build work they believe in.' })
  @Transform(trimmed)
  @MaxLength(300, { message: 'Tagline must be at most 300 characters' })
  @IsString({ message: 'Tagline must be text' })
  tagline: string;

  @NullableText(
    'Owner name',
    { maxLength: 80, example: 'Jane Doe' },
    maxLength(80, 'Owner name must be at most 80 characters'),
  )
  ownerName: string | null;

  @ApiProperty({
    example: '#12355b',
    description: `#rgb or #rrggbb, stored as lower-case #rrggbb; white text on it must reach ${AA_CONTRAST}:1 (WCAG AA)`,
  })
  @Transform(({ value }) => normaliseHex(value))
  @ValidateBy(
    { name: 'contrastWithWhite', validator: { validate: (v: string) => contrastWithWhite(v) >= AA_CONTRAST } },
    { message: ({ value }) => contrastRefusal(String(value)) },
  )
  @Matches(/^#[0-9a-f]{6}$/, { message: HEX_COLOUR })
  @IsString({ message: HEX_COLOUR })
  brandColor: string;

  @NullableText(
    'Contact e-mail',
    { format: 'email', maxLength: 254, example: 'hello@example.com' },
    maxLength(254, 'Contact e-mail must be a valid e-mail address'),
    email('Contact e-mail must be a valid e-mail address'),
  )
  contactEmail: string | null;

  @NullableText(
    'Phone',
    { maxLength: 40, example: '+1 (555) 123-4567' },
    maxLength(40, 'Phone must be at most 40 characters'),
    matches(/^[0-9 +\-().]*$/, PHONE),
  )
  contactPhone: string | null;

  @NullableText(
    'Location',
    { maxLength: 120, example: 'San Francisco, CA' },
    maxLength(120, 'Location must be at most 120 characters'),
  )
  contactLocation: string | null;

  @LinkField('LinkedIn', 'https://www.linkedin.com/in/jane-doe')
  linkedinUrl: string | null;

  @LinkField('X', 'https://x.com/janedoe')
  xUrl: string | null;

  @LinkField('Instagram', 'https://www.instagram.com/janedoe')
  instagramUrl: string | null;

  @LinkField('YouTube', 'https://www.youtube.com/@janedoe')
  youtubeUrl: string | null;

  @LinkField('Website', 'https://janedoe.example')
  websiteUrl: string | null;

  @NullableText(
    'Sender name',
    { maxLength: 80, example: 'Jane Doe', description: 'The From name of every e-mail; null: that of MAIL_FROM' },
    maxLength(80, 'Sender name must be at most 80 characters'),
    matches(/^[^<>"\r\n]*$/, 'Sender name may not contain < > " or line breaks'),
  )
  mailSenderName: string | null;

  @NullableText(
    'Postal address',
    { maxLength: 300, example: '1 Main Street\nSpringfield', description: 'Shown in the footer of every e-mail' },
    maxLength(300, 'Postal address must be at most 300 characters'),
  )
  postalAddress: string | null;

  @ApiProperty({
    example: 'America/New_York',
    maxLength: 64,
    description:
      "An IANA time zone: the site's day for the analytics and the overview, the time of the daily 06:00 publishing and of the courses' drip, and the booking hours' zone until one is chosen there",
  })
  @Transform(({ value }) => canonicalZone(value))
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (v: string) => v.length <= 64 && isTimeZone(v) } },
    { message: ({ value }) => TIME_ZONE(value) },
  )
  @IsString({ message: 'Time zone is required' })
  timeZone: string;
}
