import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StorageService } from '../../core/storage/storage.service';
import { checkImageUpload } from '../../core/storage/image-upload';
import { UploadedImageEntity } from './entities/uploaded-image.entity';

// The image library of the admin editors (featured images, in-post images).
@Injectable()
export class ImagesService {
  constructor(
    @InjectRepository(UploadedImageEntity) private readonly images: Repository<UploadedImageEntity>,
    private readonly storage: StorageService,
  ) {}

  async upload(file: Express.Multer.File | undefined): Promise<string> {
    const image = checkImageUpload(file);
    const saved = await this.storage.savePublic('images', image.buffer, image.ext);
    await this.images.insert({ fileName: saved.fileName, contentType: image.mime, size: image.buffer.length });
    return saved.url;
  }

  async list(): Promise<string[]> {
    const rows = await this.images.find({ select: { fileName: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((r) => `/api/uploads/images/${r.fileName}`);
  }
}
