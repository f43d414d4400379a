import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { contentMatchesExtension, fileMatchesExtension } from './file-content';

// a zip entry as archivers write it: a 30-byte local header, the name, the stored data
function zipEntry(name: string, data = ''): Buffer {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
}
const zip = (...names: string[]) => Buffer.concat(names.map((n) => zipEntry(n, 'x')));
const bytes = (head: number[] | string) => Buffer.concat([Buffer.from(head as never), Buffer.alloc(32, 0x20)]);
// the start of a Windows program: what the issue sold as setup.pdf
const EXE = bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('contentMatchesExtension', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['pdf', Buffer.concat([Buffer.alloc(100, 0x20), bytes('%PDF-1.4')])],
    ['zip', zip('notes/readme.txt')],
    ['zip', zip('[Content_Types].xml', 'word/document.xml')],
    ['docx', zip('[Content_Types].xml', '_rels/.rels', 'word/document.xml')],
    ['pptx', zip('[Content_Types].xml', 'ppt/presentation.xml')],
    ['epub', Buffer.concat([zipEntry('mimetype', 'application/epub+zip'), zipEntry('META-INF/container.xml')])],
    ['doc', OLE2],
    ['ppt', OLE2],
    ['mp4', bytes('\0\0\0\x20ftypisom')],
    ['mov', bytes('\0\0\0\x14ftypqt  ')],
    ['mov', bytes('\0\0\0\x08wide')],
    ['m4v', bytes('\0\0\0\x1cftypM4V ')],
    [
      'webm',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), bytes('\x42\x82\x84webm')]),
    ],
    ['avi', bytes('RIFF\0\0\0\0AVI LIST')],
    ['txt', Buffer.from('Ten prompts\r\n\tfor a calm week — café\n')],
    ['txt', Buffer.from([0x43, 0x61, 0x66, 0xe9])], // "Café" in Windows-1252
  ])('accepts a real %s', (ext, buf) => expect(contentMatchesExtension(buf, ext)).toBe(true));

  it.each([
    ['pdf', EXE],
    ['zip', EXE],
    ['txt', EXE],
    ['docx', zip('[Content_Types].xml', 'ppt/presentation.xml')],
    ['docx', zip('word/document.xml')],
    ['pptx', zip('notes.txt')],
    ['epub', zip('[Content_Types].xml', 'word/document.xml')],
    ['doc', bytes('%PDF-1.7')],
    ['mp4', bytes('RIFF\0\0\0\0AVI LIST')],
    ['avi', bytes('RIFF\0\0\0\0WEBP')],
    ['mov', bytes('<html>')],
    ['m4v', bytes('<html>')],
    [
      'webm',
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, 0x6d, 0x61, 0x74, 0x72]),
    ],
    ['pdf', Buffer.alloc(0)],
    ['exe', EXE],
  ])('refuses other content named .%s', (ext, buf) => expect(contentMatchesExtension(buf, ext)).toBe(false));
});

describe('fileMatchesExtension (an upload waiting on disk, not read whole)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'file-content-'));
  const MB = 1024 * 1024;
  const file = (name: string, ...parts: Buffer[]) => {
    writeFileSync(path.join(dir, name), Buffer.concat(parts));
    return path.join(dir, name);
  };

  it('finds a large Office file by its first entry and the directory at its end', async () => {
    const docx = file('big.docx', zipEntry('[Content_Types].xml', 'x'), Buffer.alloc(3 * MB, 0x20), zip('word/x.xml'));
    expect(await fileMatchesExtension(docx, 'docx')).toBe(true);
    expect(await fileMatchesExtension(docx, 'pptx')).toBe(false);
    expect(await fileMatchesExtension(file('small.pdf', bytes('%PDF-1.7\n')), 'pdf')).toBe(true);
  });

  it('reads a text file through: a binary byte deep inside is found', async () => {
    const text = Buffer.alloc(2 * MB, 'calm ');
    expect(await fileMatchesExtension(file('notes.txt', text, text), 'txt')).toBe(true);
    expect(await fileMatchesExtension(file('hidden.txt', text, Buffer.from([0]), text), 'txt')).toBe(false);
    expect(await fileMatchesExtension(file('empty.txt'), 'txt')).toBe(true);
  });
});
