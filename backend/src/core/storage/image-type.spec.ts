import { sniffImage } from './image-type';

const pad = (head: number[] | string) => Buffer.concat([Buffer.from(head as never), Buffer.alloc(16)]);

describe('sniffImage', () => {
  it.each([
    [pad([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    [pad('GIF89a'), 'image/gif'],
    [pad('RIFF\0\0\0\0WEBP'), 'image/webp'],
    [pad('\0\0\0\x1cftypavif'), 'image/avif'],
  ])('recognises %#: %s', (buf, mime) => expect(sniffImage(buf)?.mime).toBe(mime));

  it.each([
    ['an SVG', pad('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
    ['HTML named .png', pad('<html><script>alert(1)</script>')],
    ['a PDF', pad('%PDF-1.7')],
    ['too short', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_what, buf) => expect(sniffImage(buf)).toBeNull());
});
