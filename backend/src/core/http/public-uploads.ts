import express, { type RequestHandler } from 'express';
import * as path from 'node:path';

// The public uploads (the image library, the owner's photo and logo) under /api/uploads. Mail
// clients show them on pages of other sites (a webmail, an image proxy), so unlike the rest of
// the site they may be loaded cross-origin (Cross-Origin-Resource-Policy); they have random names,
// so they are cached for a year. Product files are not here: they are private (DATA_DIR/private)
// and served only through signed download links, same-origin like every other response.
export function publicUploads(dataDir: string): RequestHandler {
  return express.static(path.join(dataDir, 'uploads'), {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res) => res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
  });
}
