import { Injectable } from '@nestjs/common';
import { renderVariants, sizedName, variantName } from '../../core/storage/image-variants';
import { publicUrl, StorageService } from '../../core/storage/storage.service';
import { checkImageUpload } from '../../core/storage/image-upload';
import type { Page } from '../../core/paging/page';
import { pageOf, type PageQuery } from '../../core/paging/page-query.dto';
import { UploadedImagesRepository } from './uploaded-images.repository';

const FOLDER = 'images';

// The image library of the admin editors (featured images, in-post images).
@Injectable()
export class ImagesService {
  constructor(
    private readonly images: UploadedImagesRepository,
    private readonly storage: StorageService,
  ) {}

  // The image as uploaded and its WebP variants (image-variants.ts), its size in its name.
  async upload(file: Express.Multer.File | undefined): Promise<string> {
    return this.store(checkImageUpload(file));
  }

  // an image that came in another file (an export being imported), checked as an upload is
  uploadBytes(data: Buffer): Promise<string> {
    return this.store(checkImageUpload({ buffer: data, size: data.length }));
  }

  private async store(image: ReturnType<typeof checkImageUpload>): Promise<string> {
    const { variants, ...size } = await renderVariants(image.buffer);
    const fileName = sizedName(this.storage.newPublicStem(), size, image.ext);
    const files = [
      { fileName, data: image.buffer },
      ...variants.map((variant) => ({ fileName: variantName(fileName, variant.width), data: variant.data })),
    ];
    await this.storage.savePublicFiles(FOLDER, files);
    try {
      await this.images.add({ fileName, contentType: image.mime, size: image.buffer.length });
    } catch (error) {
      await Promise.all(files.map((f) => this.storage.removePublic(FOLDER, f.fileName)));
      throw error;
    }
    return publicUrl(FOLDER, fileName);
  }

  // newest first, a page at a time, with how many there are (the gallery's pagination)
  async list(query: PageQuery): Promise<Page<string>> {
    const [page, total] = await Promise.all([this.images.list(pageOf(query)), this.images.count()]);
    return page.withTotal(total).map((image) => publicUrl(FOLDER, image.fileName));
  }
}
