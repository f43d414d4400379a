import { Injectable } from '@nestjs/common';
import type { SaveSiteSettingsDto } from './dto/save-site-settings.dto';
import { type SiteDto, type SiteSettingsDto, toSiteSettingsDto } from './dto/site.dto';
import { SITE_DEFAULTS } from './site-defaults';
import { SiteSettingsCache } from './site-settings.cache';
import { SiteSettingsRepository } from './site-settings.repository';

// The owner's site settings: the public copy every page reads, the admin's form, and what other
// modules (mails, RSS, the overview) need of them.
@Injectable()
export class SiteService {
  constructor(
    private readonly settings: SiteSettingsRepository,
    private readonly cache: SiteSettingsCache,
  ) {}

  // from this replica's copy, with the ETag of the answer
  async publicSite(): Promise<{ site: SiteDto; etag: string }> {
    const { site, etag } = await this.cache.current();
    return { site, etag };
  }

  // the admin reads the row itself, never a copy
  async settingsForAdmin(): Promise<SiteSettingsDto> {
    return toSiteSettingsDto(await this.settings.get());
  }

  // The DTO has checked and normalised every field (the brand colour's contrast included).
  async save(input: SaveSiteSettingsDto): Promise<SiteSettingsDto> {
    const { after } = await this.settings.update({ ...input });
    this.cache.drop();
    return toSiteSettingsDto(after);
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
