import { Controller, Get, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ImageUploadBody } from '../../core/http/image-upload.decorator';
import type { Page } from '../../core/paging/page';
import { PageQuery } from '../../core/paging/page-query.dto';
import { PagedResponse } from '../../core/paging/paged-response';
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
  @ApiOperation({ summary: 'Uploaded images (their addresses), newest first, a page at a time' })
  @PagedResponse([String], { withTotal: true })
  listUploadedImages(@Query() query: PageQuery): Promise<Page<string>> {
    return this.images.list(query);
  }
}
