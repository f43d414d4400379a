import { Injectable } from '@nestjs/common';
import { StorageService } from '../../core/storage/storage.service';
import { checkImageUpload } from '../../core/storage/image-upload';
import type { Page } from '../../core/paging/page';
import { pageOf, type PageQuery } from '../../core/paging/page-query.dto';
import { UploadedImagesRepository } from './uploaded-images.repository';

// The image library of the admin editors (featured images, in-post images).
@Injectable()
export class ImagesService {
  constructor(
    private readonly images: UploadedImagesRepository,
    private readonly storage: StorageService,
  ) {}

  async upload(file: Express.Multer.File | undefined): Promise<string> {
    const image = checkImageUpload(file);
    const saved = await this.storage.savePublic('images', image.buffer, image.ext);
    await this.images.add({ fileName: saved.fileName, contentType: image.mime, size: image.buffer.length });
    return saved.url;
  }

  // newest first, a page at a time, with how many there are (the gallery's pagination)
  async list(query: PageQuery): Promise<Page<string>> {
    const [page, total] = await Promise.all([this.images.list(pageOf(query)), this.images.count()]);
    return page.withTotal(total).map((image) => `/api/uploads/images/${image.fileName}`);
  }
}
