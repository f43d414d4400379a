import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { MAX_IMAGE_BYTES } from '../storage/image-upload';

// A route that takes one image in the multipart field `image`, and says so in the OpenAPI document.
export function ImageUploadBody(): MethodDecorator {
  return applyDecorators(
    // one byte over the limit is enough to tell "too large"; multer stops reading there
    UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } })),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
    }),
  );
}
