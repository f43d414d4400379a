import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { ImportErrors, MAX_IMPORT_MB } from './imports.errors';

const Multer = FileInterceptor('file', {
  limits: { fileSize: MAX_IMPORT_MB * 1024 * 1024, files: 1 },
}) as Type<NestInterceptor>;

// The multipart field `file`, held in memory (an export is read whole); past the limit multer stops
// reading and the answer is 413 with the limit in words.
@Injectable()
export class ImportUploadInterceptor extends Multer {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(ImportErrors.tooLarge);
      throw error;
    }
  }
}
