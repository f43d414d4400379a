import { BadRequestException } from '@nestjs/common';
import { ImportErrors } from './imports.errors';
import { readGhostExport } from './sources/ghost-export';
import type { ImportBundle, ImportSource } from './sources/import-bundle';
import { readSubstackExport } from './sources/substack-export';
import { readWordPressExport } from './sources/wordpress-export';
import { carriedImage } from './sources/import-bundle';
import { isZip, readZip, zipFileEnding, type ZipEntries } from './sources/zip-file';

// the files of each source's zip an import reads: its main file, or posts and list, and its images
const WANTED: Record<ImportSource, (name: string) => boolean> = {
  ghost: (name) => /\.json$/i.test(name) || carriedImage(name),
  wordpress: (name) => /\.xml$/i.test(name) || carriedImage(name),
  substack: (name) => /(^|\/)(posts\.csv|email_list[^/]*\.csv|posts\/[^/]+\.html)$/i.test(name),
};

// the export's main file inside a zip of it (the JSON or the XML), and the zip's other files
function mainFile(files: ZipEntries, ending: RegExp, error: string): string {
  const found = zipFileEnding(files, ending);
  if (!found) throw new BadRequestException(error);
  return found[1].toString('utf8');
}

// The export of `source` as an ImportBundle: the file itself, or a zip of it with its images.
// (`timeZone`: the site's, for a WordPress date the export gives only in its own local time)
export function readExport(source: ImportSource, file: Buffer, timeZone: string): ImportBundle {
  const zipped = isZip(file);
  if (source === 'substack') {
    if (!zipped) throw new BadRequestException(ImportErrors.notSubstack);
    return readSubstackExport(readZip(file, WANTED.substack));
  }
  const files = zipped ? readZip(file, WANTED[source]) : undefined;
  if (source === 'ghost') {
    return readGhostExport(files ? mainFile(files, /\.json$/i, ImportErrors.notGhost) : file.toString('utf8'), files);
  }
  return readWordPressExport(
    files ? mainFile(files, /\.xml$/i, ImportErrors.notWordPress) : file.toString('utf8'),
    files ?? new Map(),
    timeZone,
  );
}
