import { Controller, Get, Post, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ImageUploadBody } from '../../core/http/image-upload.decorator';
import { ImagesService } from './images.service';

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
  @ImageUploadBody()
  @ApiOperation({ summary: 'Upload an image (JPG, PNG, GIF, WebP or AVIF, at most 5 MB; checked by content)' })
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
