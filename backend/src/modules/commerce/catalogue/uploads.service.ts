import { BadRequestException, Injectable } from '@nestjs/common';
import { savePrivateUpload, UploadMessages } from '../../../core/storage/private-upload';
import { StorageService } from '../../../core/storage/storage.service';
import { ImagesService } from '../../content';
import { CommerceErrors } from '../commerce.errors';
import { PRIVATE_FILE_PREFIX } from './products.service';

export const DIGITAL_EXTENSIONS = ['pdf', 'zip', 'mp4', 'mov', 'avi', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'epub'];
export const MAX_DIGITAL_BYTES = 50 * 1024 * 1024;

@Injectable()
export class ProductUploadsService {
  constructor(
    private readonly storage: StorageService,
    private readonly images: ImagesService,
  ) {}

  // streamed from multer's temporary file into the private store (see products.controller.ts)
  async saveDigital(file: Express.Multer.File | undefined): Promise<{ path: string; originalName: string }> {
    const { key, fileName } = await savePrivateUpload(
      this.storage,
      file,
      DIGITAL_EXTENSIONS,
      CommerceErrors.badDigitalType,
    );
    return { path: `${PRIVATE_FILE_PREFIX}${key}`, originalName: fileName };
  }

  async saveImages(files: Express.Multer.File[] | undefined): Promise<string[]> {
    if (!files?.length) throw new BadRequestException(UploadMessages.noFile);
    const urls: string[] = [];
    for (const file of files) urls.push(await this.images.upload(file));
    return urls;
  }
}
