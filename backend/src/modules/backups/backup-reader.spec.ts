import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { DamagedBackupError, unpackBackup } from './backup-reader';

// An archive shaped like a backup: a manifest, a big table's copy among many small ones, files in
// folders of their own.
async function backupLikeArchive(dir: string): Promise<Buffer> {
  const whole = path.join(dir, 'whole.tar.gz');
  const out = tarPack();
  const written = pipeline(out, createGzip(), createWriteStream(whole));
  out.entry({ name: 'manifest.json' }, '{}');
  for (let i = 0; i < 40; i++)
    out.entry({ name: `database/table_${i}.copy` }, randomBytes(i === 20 ? 256 * 1024 : 40 + i));
  for (let i = 0; i < 20; i++) out.entry({ name: `files/uploads/images/${i}/image.png` }, randomBytes(3000));
  out.finalize();
  await written;
  return readFile(whole);
}

describe('unpacking a backup', () => {
  // wherever a copy stopped, however the cut falls against the entries being unpacked (while the
  // reader makes an entry's folder, for one: the entry is ended before it is read)
  it('says an archive cut off anywhere is damaged, instead of waiting for the rest forever', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coach-backup-reader-'));
    const whole = await backupLikeArchive(dir);
    const CUTS = 60;
    for (let n = 1; n < CUTS; n++) {
      const cut = path.join(dir, `cut-${n}.tar.gz`);
      await writeFile(cut, whole.subarray(0, Math.floor((whole.length * n) / CUTS)));
      await expect(unpackBackup(cut, path.join(dir, `unpacked-${n}`))).rejects.toThrow(DamagedBackupError);
    }
  });
});
