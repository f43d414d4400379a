import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { DamagedBackupError, unpackBackup } from './backup-reader';

// An archive whose one big entry is cut off in the middle (a copy that stopped half-way).
async function cutInsideAnEntry(dir: string): Promise<string> {
  const whole = path.join(dir, 'whole.tar.gz');
  const out = tarPack();
  const written = pipeline(out, createGzip({ level: 0 }), createWriteStream(whole));
  out.entry({ name: 'manifest.json' }, '{}');
  out.entry({ name: 'database/blog_posts.copy' }, randomBytes(2 * 1024 * 1024));
  out.finalize();
  await written;
  const bytes = await readFile(whole);
  const cut = path.join(dir, 'cut.tar.gz');
  await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  return cut;
}

describe('unpacking a backup', () => {
  it('says an archive cut off inside an entry is damaged, instead of waiting for the rest forever', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coach-backup-reader-'));
    const cut = await cutInsideAnEntry(dir);
    await expect(unpackBackup(cut, path.join(dir, 'unpacked'))).rejects.toThrow(DamagedBackupError);
  });
});
