import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StorageService } from '../../core/storage/storage.service';
import { sniffImage } from '../../core/storage/image-type';
import { UploadedImageEntity } from './entities/uploaded-image.entity';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ContentErrors = {
  noImage: 'Please choose an image to upload.',
  notAnImage: 'Only JPG, PNG, GIF, WebP or AVIF images can be uploaded.',
  tooLarge: 'Images can be at most 5 MB.',
} as const;

// The image library of the admin editors (featured images, in-post images).
@Injectable()
export class ImagesService {
  constructor(
    @InjectRepository(UploadedImageEntity) private readonly images: Repository<UploadedImageEntity>,
    private readonly storage: StorageService,
  ) {}

  async upload(file: Express.Multer.File | undefined): Promise<string> {
    if (!file) throw new BadRequestException(ContentErrors.noImage);
    if (file.size > MAX_IMAGE_BYTES) throw new BadRequestException(ContentErrors.tooLarge);
    const type = sniffImage(file.buffer);
    if (!type) throw new BadRequestException(ContentErrors.notAnImage);
    const saved = await this.storage.savePublic('images', file.buffer, type.ext);
    await this.images.insert({ fileName: saved.fileName, contentType: type.mime, size: file.size });
    return saved.url;
  }

  async list(): Promise<string[]> {
    const rows = await this.images.find({ select: { fileName: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((r) => `/api/uploads/images/${r.fileName}`);
  }
}
