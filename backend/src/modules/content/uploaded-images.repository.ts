import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import type { Page } from '../../core/paging/page';
import { UploadedImageEntity } from './entities/uploaded-image.entity';

export type NewUploadedImage = Pick<UploadedImageEntity, 'fileName' | 'contentType' | 'size'>;

// The image library's rows (the files are in storage).
@Injectable()
export class UploadedImagesRepository {
  constructor(@InjectRepository(UploadedImageEntity) private readonly images: Repository<UploadedImageEntity>) {}

  async add(image: NewUploadedImage): Promise<void> {
    await this.images.insert(image);
  }

  // newest first
  list(page: PageRequest): Promise<Page<UploadedImageEntity>> {
    const query = this.images.createQueryBuilder('i').select(['i.id', 'i.fileName']);
    return keysetPage(query, { alias: 'i', at: 'created_at', direction: 'DESC' }, page);
  }

  count(): Promise<number> {
    return this.images.count();
  }
}
