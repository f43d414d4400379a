import { Inject, Injectable } from '@nestjs/common';
import { SITE_DEFAULTS } from '@coach/shared';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { PageBrand } from '../../core/http/standalone-page';
import type { MailBrandSource } from '../../core/mail/mail-brand';
import type { MailBrand } from '../../core/mail/mail-template';
import type { SaveSiteSettingsDto } from './dto/save-site-settings.dto';
import { type SiteDto, type SiteSettingsDto, toSiteSettingsDto } from './dto/site.dto';
import { SiteSettingsCache } from './site-settings.cache';
import { SiteSettingsRepository } from './site-settings.repository';

// The owner's site settings: the public copy every page reads, the admin's form, and what other
// modules (mails, RSS, the overview) need of them.
@Injectable()
export class SiteService implements MailBrandSource {
  constructor(
    private readonly settings: SiteSettingsRepository,
    private readonly cache: SiteSettingsCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // from this replica's copy, with the ETag of the answer
  async publicSite(): Promise<{ site: SiteDto; etag: string }> {
    const { site, etag } = await this.cache.current();
    return { site, etag };
  }

  // the admin reads the row itself, never a copy
  async settingsForAdmin(): Promise<SiteSettingsDto> {
    return toSiteSettingsDto(await this.settings.get(), this.config.publishTz);
  }

  // The DTO has checked and normalised every field (the brand colour's contrast included).
  async save(input: SaveSiteSettingsDto): Promise<SiteSettingsDto> {
    const { after } = await this.settings.update({ ...input });
    this.cache.drop();
    return toSiteSettingsDto(after, this.config.publishTz);
  }

  // The site's time zone (an IANA name): the day of the analytics and the overview, the daily
  // publishing and the drip. The owner's choice, else PUBLISH_TZ; every replica follows a change
  // at once (the copy is dropped on its notification).
  async timeZone(): Promise<string> {
    const { settings } = await this.cache.current();
    return settings.timeZone ?? this.config.publishTz;
  }

  // What every mail carries of the site: its name and logo, the postal address, the sender name.
  async mailBrand(): Promise<MailBrand> {
    const { settings, site } = await this.cache.current();
    return {
      siteName: settings.siteName,
      logoUrl: site.logoUrl && `${this.config.publicUrl}${site.logoUrl}`,
      postalAddress: settings.postalAddress,
      senderName: settings.mailSenderName,
    };
  }

  // What the pages behind the links in mails (unsubscribe, confirm) show of the site.
  async pageBrand(): Promise<PageBrand> {
    const { site } = await this.cache.current();
    return { siteName: site.siteName, logoUrl: site.logoUrl, brandColor: site.brandColor };
  }

  // The RSS channel and the unsubscribe pages name the site.
  async identity(): Promise<{ siteName: string; tagline: string }> {
    const { site } = await this.cache.current();
    return { siteName: site.siteName, tagline: site.tagline };
  }

  // The overview's "make it yours" items the settings decide (true: done).
  async checklist(): Promise<{ siteName: boolean; ownerPhoto: boolean; contactDetails: boolean }> {
    const { settings: s } = await this.cache.current();
    const replaced = (value: string | null, sample: string) => value !== null && value !== sample;
    return {
      siteName: s.siteName !== SITE_DEFAULTS.siteName && s.ownerName !== null,
      ownerPhoto: s.ownerPhotoFile !== null,
      contactDetails:
        replaced(s.contactEmail, SITE_DEFAULTS.contactEmail) && replaced(s.contactPhone, SITE_DEFAULTS.contactPhone),
    };
  }
}
