import { HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../storage/file-store';

export const RANGE_NOT_SATISFIABLE = 'The range asked for is past the end of the file.';

export type RangeAsked = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

// What a GET's `Range` header asks of a file of `size` bytes (RFC 9110 §14.2). One range of bytes
// is served; a header of another unit, malformed or with several ranges may be ignored (the
// whole file answers), which is what a media player's single ranges never meet.
export function rangeAsked(header: string | undefined, size: number): RangeAsked {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    // the last N bytes
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}

export interface FileToSend {
  size: number;
  contentType: string;
  disposition: string;
}

const logger = new Logger('ByteRanges');

// Answers a GET of a file the backend serves itself with range support: 200 with the whole file,
// 206 with the range asked for, or 416 (in the API's error shape) for a range past its end.
// `read` opens the bytes (all of them, or a range); null: the file is gone.
export async function sendWithRanges(
  req: Request,
  res: Response,
  file: FileToSend,
  read: (range?: ByteRange) => Promise<Readable | null>,
): Promise<void> {
  res.setHeader('Accept-Ranges', 'bytes');
  const asked = rangeAsked(req.headers.range, file.size);
  if (asked.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${file.size}`);
    throw new HttpException(RANGE_NOT_SATISFIABLE, HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
  }
  const range = asked.kind === 'range' ? asked.range : undefined;
  const body = await read(range);
  if (!body) throw new NotFoundException();
  res.status(range ? 206 : 200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', file.disposition);
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  try {
    await pipeline(body, res);
  } catch (error) {
    // a player that seeks drops its request mid-file: no fault of ours
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.warn(`${req.method} ${req.originalUrl.split('?')[0]}: ${(error as Error).message}`);
    }
  }
}
