import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { attachmentDisposition } from './file-store';
import type { PrivateDownload } from './storage.service';

// A private file as a route answers it (a purchase's download, a free guide): never cached, and
// either a redirect to the bucket's short-lived signed link or the bytes as an attachment.
export function privateDownloadAnswer(
  res: Response,
  fileName: string,
  download: PrivateDownload,
): StreamableFile | undefined {
  res.setHeader('Cache-Control', 'private, no-store');
  if ('url' in download) {
    res.status(302).setHeader('Location', download.url);
    return undefined;
  }
  return new StreamableFile(download.file.body, {
    type: 'application/octet-stream',
    length: download.file.size,
    disposition: attachmentDisposition(fileName),
  });
}
