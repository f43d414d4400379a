import express, { type RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../storage/file-store';
import { LocalFileStore } from '../storage/local-file-store';
import { PUBLIC_FILE_NAME, PUBLIC_FOLDERS, type PublicFolder, publicKey } from '../storage/storage.service';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CACHE_FOREVER = `public, max-age=${YEAR_SECONDS}, immutable`;

// The public uploads (the image library, the owner's photo and logo) under /api/uploads. Mail
// clients show them on pages of other sites (a webmail, an image proxy), so unlike the rest of
// the site they may be loaded cross-origin (Cross-Origin-Resource-Policy); they have random names,
// so they are cached for a year. Product files are not here: they are private and served only
// through signed download links, same-origin like every other response.
export function publicUploads(store: FileStore): RequestHandler {
  return store instanceof LocalFileStore ? fromDisk(store.pathOf('uploads')) : fromBucket(store);
}

function fromDisk(dir: string): RequestHandler {
  return express.static(dir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res) => res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
  });
}

// From a bucket: sent to its public address when it has one (S3_PUBLIC_URL, a CDN), else
// streamed through. The address pages keep is /api/uploads/… either way.
function fromBucket(store: FileStore): RequestHandler {
  return async (req, res, next) => {
    const [folder, fileName, ...more] = req.path.slice(1).split('/');
    const known = PUBLIC_FOLDERS.includes(folder as PublicFolder) && PUBLIC_FILE_NAME.test(fileName ?? '');
    if (!['GET', 'HEAD'].includes(req.method) || more.length > 0 || !known) return next();
    const key = publicKey(folder as PublicFolder, fileName);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const url = store.publicUrl(key);
    if (url) {
      res.setHeader('Cache-Control', CACHE_FOREVER);
      return res.redirect(301, url);
    }
    const file = await store.get(key);
    if (!file) return next();
    res.setHeader('Cache-Control', CACHE_FOREVER);
    res.setHeader('Content-Type', file.contentType ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(file.size));
    if (req.method === 'HEAD') {
      file.body.destroy();
      return res.end();
    }
    // a reader that goes away midway is no error of ours
    await pipeline(file.body, res).catch(() => undefined);
  };
}
