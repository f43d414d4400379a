import { Controller, Get, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ImagesService, MAX_IMAGE_BYTES } from './images.service';

export class UploadedImageDto {
  @ApiProperty({ example: '/api/uploads/images/5e0c9d2f1a3b4c5d6e7f8a9b.jpg' })
  url: string;
}

@ApiTags('admin: images')
@AdminOnly()
@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('upload-image')
  // one byte over the limit is enough to tell "too large"; multer stops reading there
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  @ApiOperation({ summary: 'Upload an image (JPG, PNG, GIF, WebP or AVIF, at most 5 MB; checked by content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: UploadedImageDto })
  async uploadImage(@UploadedFile() image: Express.Multer.File | undefined): Promise<UploadedImageDto> {
    return { url: await this.images.upload(image) };
  }

  @Get('uploaded-images')
  @ApiOperation({ summary: 'Every uploaded image, newest first' })
  @ApiOkResponse({ type: [String] })
  listUploadedImages(): Promise<string[]> {
    return this.images.list();
  }
}
