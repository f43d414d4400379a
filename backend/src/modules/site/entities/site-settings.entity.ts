import { Column, Entity, PrimaryColumn } from 'typeorm';

// The owner's settings: the table's one row (id 1). Images are file names under DATA_DIR/uploads/site.
@Entity('site_settings')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ name: 'site_name', type: 'varchar', length: 80 })
  siteName: string;

  @Column({ type: 'varchar', length: 300 })
  tagline: string;

  @Column({ name: 'owner_name', type: 'varchar', length: 80, nullable: true })
  ownerName: string | null;

  @Column({ name: 'owner_photo_file', type: 'varchar', length: 100, nullable: true })
  ownerPhotoFile: string | null;

  @Column({ name: 'logo_file', type: 'varchar', length: 100, nullable: true })
  logoFile: string | null;

  @Column({ name: 'favicon_file', type: 'varchar', length: 100, nullable: true })
  faviconFile: string | null;

  @Column({ name: 'brand_color', type: 'varchar', length: 7 })
  brandColor: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 40, nullable: true })
  contactPhone: string | null;

  @Column({ name: 'contact_location', type: 'varchar', length: 120, nullable: true })
  contactLocation: string | null;

  @Column({ name: 'linkedin_url', type: 'varchar', length: 500, nullable: true })
  linkedinUrl: string | null;

  @Column({ name: 'x_url', type: 'varchar', length: 500, nullable: true })
  xUrl: string | null;

  @Column({ name: 'instagram_url', type: 'varchar', length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ name: 'youtube_url', type: 'varchar', length: 500, nullable: true })
  youtubeUrl: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: 500, nullable: true })
  websiteUrl: string | null;

  @Column({ name: 'mail_sender_name', type: 'varchar', length: 80, nullable: true })
  mailSenderName: string | null;

  @Column({ name: 'postal_address', type: 'varchar', length: 300, nullable: true })
  postalAddress: string | null;

  // an IANA zone: the site's reporting and publishing day (null: PUBLISH_TZ)
  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

// the fields the admin's form saves (everything but the images and the time)
export type SiteTexts = Omit<SiteSettingsEntity, 'id' | 'ownerPhotoFile' | 'logoFile' | 'faviconFile' | 'updatedAt'>;

export const SITE_IMAGE_KINDS = ['photo', 'logo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

// the column of each image kind
export const IMAGE_FILE_FIELD = {
  photo: 'ownerPhotoFile',
  logo: 'logoFile',
  favicon: 'faviconFile',
} as const satisfies Record<SiteImageKind, keyof SiteSettingsEntity>;
