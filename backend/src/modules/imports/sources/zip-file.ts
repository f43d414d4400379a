import { BadRequestException } from '@nestjs/common';
import { unzipSync } from 'fflate';
import { ImportErrors } from '../imports.errors';

// a zip's files by their path inside it (folders left out)
export type ZipEntries = Map<string, Buffer>;

// what the files of an export may hold once unpacked (a zip bomb is refused before it is unpacked)
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const isZip = (file: Buffer): boolean => file.length > 4 && file.readUInt32LE(0) === 0x04034b50;

export function readZip(file: Buffer): ZipEntries {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(file, {
      filter: (entry) => {
        total += entry.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new BadRequestException(ImportErrors.zipTooLarge);
        return !entry.name.endsWith('/') && !entry.name.split('/').includes('__MACOSX');
      },
    });
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    throw new BadRequestException(ImportErrors.badZip);
  }
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}

// the one file of the zip whose name ends with `ending` (at any depth), or undefined
export function zipFileEnding(files: ZipEntries, ending: RegExp): [string, Buffer] | undefined {
  return [...files].find(([name]) => ending.test(name));
}
