import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { ascii, startsWith } from './magic-bytes';

// Whether a file's content is of the type its extension names, for the document and media types
// the site accepts (its first bytes, or for Office and EPUB files the names inside the zip).
type Check = (buf: Buffer) => boolean;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
// Word and PowerPoint before 2007: an OLE2 compound file
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// older QuickTime files start with one of these atoms instead of 'ftyp'
const QUICKTIME_ATOMS = ['moov', 'mdat', 'free', 'skip', 'wide', 'pnot'];
// Matroska/WebM: an EBML header first
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
// bytes no text file holds (tab, line breaks, form feed and escape are text)
const NOT_TEXT = /[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]/;

const isZip: Check = (buf) => startsWith(buf, ZIP) || startsWith(buf, EMPTY_ZIP);
// a zip whose entry names (plain text in the archive) hold the Office Open XML parts of `folder`
const officeOpenXml =
  (folder: string): Check =>
  (buf) =>
    startsWith(buf, ZIP) && buf.includes('[Content_Types].xml') && buf.includes(`${folder}/`);
// a zip whose first entry is the uncompressed file "mimetype" saying so (EPUB's container rule)
const isEpub: Check = (buf) => startsWith(buf, ZIP) && ascii(buf, 30, 58) === 'mimetypeapplication/epub+zip';
// ISO base media (MP4; newer QuickTime files too): an 'ftyp' box first
const isIsoMedia: Check = (buf) => ascii(buf, 4, 8) === 'ftyp';
const isQuickTime: Check = (buf) => isIsoMedia(buf) || QUICKTIME_ATOMS.includes(ascii(buf, 4, 8));
const isWebm: Check = (buf) => startsWith(buf, EBML) && buf.subarray(0, 64).includes('webm');
const isAvi: Check = (buf) => ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'AVI ';
// PDF readers accept the header anywhere in the first 1024 bytes
const isPdf: Check = (buf) => buf.subarray(0, 1024).includes('%PDF-');
const isOle2: Check = (buf) => startsWith(buf, OLE2);
// text in UTF-8 or any 8-bit encoding
const isText: Check = (buf) => !NOT_TEXT.test(buf.toString('latin1'));

const CHECKS: Record<string, Check> = {
  pdf: isPdf,
  zip: isZip,
  mp4: isIsoMedia,
  mov: isQuickTime,
  // iTunes' MP4 video (a course builder's upload kind)
  m4v: isIsoMedia,
  webm: isWebm,
  avi: isAvi,
  doc: isOle2,
  ppt: isOle2,
  docx: officeOpenXml('word'),
  pptx: officeOpenXml('ppt'),
  txt: isText,
  epub: isEpub,
};

// false for an extension it has no check for
export function contentMatchesExtension(buf: Buffer, ext: string): boolean {
  return Object.hasOwn(CHECKS, ext) && CHECKS[ext](buf);
}

// what of a large file is read: its first and last MB (a zip names its entries at its start and
// again in its directory at its end)
const SAMPLE_BYTES = 1024 * 1024;

// The same for a file on disk, without reading it whole: a text file is read through a chunk at a
// time, any other file by its first and last MB.
export async function fileMatchesExtension(file: string, ext: string): Promise<boolean> {
  if (ext === 'txt') {
    for await (const chunk of createReadStream(file)) if (!contentMatchesExtension(chunk as Buffer, ext)) return false;
    return true;
  }
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) =>
      (await handle.read(Buffer.alloc(length), 0, length, position)).buffer;
    const sample =
      size <= 2 * SAMPLE_BYTES
        ? await read(0, size)
        : Buffer.concat([await read(0, SAMPLE_BYTES), await read(size - SAMPLE_BYTES, SAMPLE_BYTES)]);
    return contentMatchesExtension(sample, ext);
  } finally {
    await handle.close();
  }
}
