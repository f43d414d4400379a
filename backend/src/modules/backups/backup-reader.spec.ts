import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { DamagedBackupError, unpackBackup } from './backup-reader';

// An archive whose big entry is cut off at `share` of its bytes (a copy that stopped part-way).
async function cutInsideAnEntry(dir: string, share: number): Promise<string> {
  const whole = path.join(dir, 'whole.tar.gz');
  const out = tarPack();
  const written = pipeline(out, createGzip(), createWriteStream(whole));
  out.entry({ name: 'manifest.json' }, '{}');
  out.entry({ name: 'database/blog_posts.copy' }, randomBytes(2 * 1024 * 1024));
  out.finalize();
  await written;
  const bytes = await readFile(whole);
  const cut = path.join(dir, `cut-${share}.tar.gz`);
  await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * share)));
  return cut;
}

describe('unpacking a backup', () => {
  it.each([0.1, 0.3, 0.5, 0.7, 0.9])(
    'says an archive cut off at %s of its bytes is damaged, instead of waiting for the rest forever',
    async (share) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'coach-backup-reader-'));
      const cut = await cutInsideAnEntry(dir, share);
      await expect(unpackBackup(cut, path.join(dir, 'unpacked'))).rejects.toThrow(DamagedBackupError);
    },
  );
});
