import { ApiProperty } from '@nestjs/swagger';
import { PUBLIC_UPLOADS_URL } from '../../../core/storage/storage.service';
import type { SiteSettingsEntity } from '../entities/site-settings.entity';

export const SITE_UPLOADS_FOLDER = 'site';
const imageUrl = (fileName: string | null) =>
  fileName ? `${PUBLIC_UPLOADS_URL}/${SITE_UPLOADS_FOLDER}/${fileName}` : null;

const nullableText = (example: string, maxLength: number) => ({ type: String, nullable: true, maxLength, example });
const image = (example: string) => ({ type: String, nullable: true, format: 'uri-reference', example });
const link = (example: string) => ({ type: String, nullable: true, format: 'uri', maxLength: 500, example });

// What every visitor's page shows of the owner's settings (GET /api/site).
export class SiteDto {
  @ApiProperty({ example: 'Business Coach & Author', minLength: 1, maxLength: 80 })
  siteName: string;

  @ApiProperty({ maxLength: 300, example: 'Helping founders, leaders and people starting over build work and lives…' })
  tagline: string;

  @ApiProperty(nullableText('Jane Doe', 80))
  ownerName: string | null;

  @ApiProperty(image('/api/uploads/site/5e0c9d2f1a3b4c5d6e7f8a9b.jpg'))
  ownerPhotoUrl: string | null;

  @ApiProperty(image('/api/uploads/site/5e0c9d2f1a3b4c5d6e7f8a9c.png'))
  logoUrl: string | null;

  @ApiProperty(image('/api/uploads/site/5e0c9d2f1a3b4c5d6e7f8a9d.png'))
  faviconUrl: string | null;

  @ApiProperty({ pattern: '^#[0-9a-f]{6}$', example: '#12355b', description: 'Lower-case #rrggbb' })
  brandColor: string;

  @ApiProperty({ type: String, nullable: true, format: 'email', maxLength: 254, example: 'hello@example.com' })
  contactEmail: string | null;

  @ApiProperty(nullableText('+1 (555) 123-4567', 40))
  contactPhone: string | null;

  @ApiProperty(nullableText('San Francisco, CA', 120))
  contactLocation: string | null;

  @ApiProperty(link('https://www.linkedin.com/in/jane-doe'))
  linkedinUrl: string | null;

  @ApiProperty(link('https://x.com/janedoe'))
  xUrl: string | null;

  @ApiProperty(link('https://www.instagram.com/janedoe'))
  instagramUrl: string | null;

  @ApiProperty(link('https://www.youtube.com/@janedoe'))
  youtubeUrl: string | null;

  @ApiProperty(link('https://janedoe.example'))
  websiteUrl: string | null;
}

// The admin's Site tab: what visitors see, plus what only e-mails use.
export class SiteSettingsDto extends SiteDto {
  @ApiProperty({ ...nullableText('Jane Doe', 80), description: 'null: the display name of MAIL_FROM' })
  mailSenderName: string | null;

  @ApiProperty({ ...nullableText('1 Main Street\nSpringfield', 300), description: 'May hold line breaks' })
  postalAddress: string | null;

  @ApiProperty({
    example: 'America/New_York',
    description: "The site's IANA time zone (PUBLISH_TZ until the owner chooses one)",
  })
  timeZone: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export const toSiteDto = (s: SiteSettingsEntity): SiteDto => ({
  siteName: s.siteName,
  tagline: s.tagline,
  ownerName: s.ownerName,
  ownerPhotoUrl: imageUrl(s.ownerPhotoFile),
  logoUrl: imageUrl(s.logoFile),
  faviconUrl: imageUrl(s.faviconFile),
  brandColor: s.brandColor,
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  contactLocation: s.contactLocation,
  linkedinUrl: s.linkedinUrl,
  xUrl: s.xUrl,
  instagramUrl: s.instagramUrl,
  youtubeUrl: s.youtubeUrl,
  websiteUrl: s.websiteUrl,
});

// `defaultZone`: the site's zone while the owner has chosen none (PUBLISH_TZ)
export const toSiteSettingsDto = (s: SiteSettingsEntity, defaultZone: string): SiteSettingsDto => ({
  ...toSiteDto(s),
  mailSenderName: s.mailSenderName,
  postalAddress: s.postalAddress,
  timeZone: s.timeZone ?? defaultZone,
  updatedAt: s.updatedAt.toISOString(),
});
