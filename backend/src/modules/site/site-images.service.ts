import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { checkImageUpload } from '../../core/storage/image-upload';
import { StorageService } from '../../core/storage/storage.service';
import { type SiteSettingsDto, SITE_UPLOADS_FOLDER, toSiteSettingsDto } from './dto/site.dto';
import { IMAGE_FILE_FIELD, type SiteImageKind } from './entities/site-settings.entity';
import { renderSiteImage } from './site-image';
import { SiteSettingsCache } from './site-settings.cache';
import { type SiteSettingsChange, SiteSettingsRepository } from './site-settings.repository';

// The owner's photo, logo and favicon: resized on upload into DATA_DIR/uploads/site. The file an
// upload or removal replaces is deleted once the row no longer names it.
@Injectable()
export class SiteImagesService {
  private readonly logger = new Logger('SiteImages');

  constructor(
    private readonly settings: SiteSettingsRepository,
    private readonly cache: SiteSettingsCache,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(kind: SiteImageKind, file: Express.Multer.File | undefined): Promise<SiteSettingsDto> {
    const image = await renderSiteImage(kind, checkImageUpload(file).buffer);
    const { fileName } = await this.storage.savePublic(SITE_UPLOADS_FOLDER, image.data, image.ext);
    try {
      return await this.replace(kind, fileName);
    } catch (error) {
      await this.removeFile(fileName);
      throw error;
    }
  }

  remove(kind: SiteImageKind): Promise<SiteSettingsDto> {
    return this.replace(kind, null);
  }

  private async replace(kind: SiteImageKind, fileName: string | null): Promise<SiteSettingsDto> {
    const field = IMAGE_FILE_FIELD[kind];
    const change: SiteSettingsChange = { [field]: fileName };
    const { before, after } = await this.settings.update(change);
    this.cache.drop();
    const replaced = before[field];
    if (replaced && replaced !== fileName) await this.removeFile(replaced);
    return toSiteSettingsDto(after, this.config.publishTz);
  }

  // A file left behind costs only disk space: the answer does not fail for it.
  private async removeFile(fileName: string): Promise<void> {
    await this.storage
      .removePublic(SITE_UPLOADS_FOLDER, fileName)
      .catch((error) => this.logger.warn(`Could not remove site image ${fileName}: ${error}`));
  }
}
