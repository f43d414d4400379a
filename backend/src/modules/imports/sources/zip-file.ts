import { BadRequestException } from '@nestjs/common';
import { unzipSync } from 'fflate';
import { ImportErrors } from '../imports.errors';

// a zip's files by their path inside it (folders left out)
export type ZipEntries = Map<string, Buffer>;

// what the files of an export may hold once unpacked (a zip bomb is refused before it is unpacked)
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

// an image file an export carries (the formats the image library takes)
export const isImageFile = (name: string): boolean => /\.(jpe?g|png|gif|webp|avif)$/i.test(name);

export const isZip = (file: Buffer): boolean => file.length > 4 && file.readUInt32LE(0) === 0x04034b50;

// The zip's files an import reads (`wanted` by their path: the export's own files and its images),
// unpacked; the others (a PDF, a video, a backup beside them) are never unpacked nor counted.
export function readZip(file: Buffer, wanted: (name: string) => boolean): ZipEntries {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(file, {
      filter: (entry) => {
        if (entry.name.endsWith('/') || entry.name.split('/').includes('__MACOSX') || !wanted(entry.name)) return false;
        total += entry.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new BadRequestException(ImportErrors.zipTooLarge);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    throw new BadRequestException(ImportErrors.badZip);
  }
  // each file's bytes where fflate unpacked them (no copy)
  return new Map(
    Object.entries(files).map(([name, data]) => [name, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
  );
}

// the one file of the zip whose name ends with `ending` (at any depth), or undefined
export function zipFileEnding(files: ZipEntries, ending: RegExp): [string, Buffer] | undefined {
  return [...files].find(([name]) => ending.test(name));
}
