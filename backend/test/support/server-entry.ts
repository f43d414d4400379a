import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { EntryServer } from '../../src/modules/pages';

// A stand-in for the SPA's server bundle (Jest cannot import ES modules): the screens only the
// browser renders as the router marks them, every other page as its path and the answers it got
// (the real bundle's rendering is checked by the browser journeys).
const CLIENT_ONLY =
  /^\/(login|account|checkout|admin|admin-setup|product-manager|app|forgot-password|reset-password|confirm-email)$/i;
export const standInEntry: EntryServer = {
  render: ({ url, queries }) => {
    const { pathname } = new URL(url);
    if (CLIENT_ONLY.test(pathname)) return Promise.resolve({ clientOnly: true });
    const seeded = queries.map((q) => `${q.endpoint}=${JSON.stringify(q.data)}`).join('\n');
    return Promise.resolve({
      clientOnly: false,
      html: `rendered ${pathname}\n${seeded}`,
      state: '{}',
      notFound: false,
    });
  },
};

// A built SPA as the backend finds it in SPA_DIR: index.html with its default head between the
// page-head markers (as frontend/index.html), a hashed asset and a file.
export function fakeSpaDir(): string {
  const spaDir = mkdtempSync(path.join(tmpdir(), 'coach-spa-'));
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(
    path.join(spaDir, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<!-- page-head --><title>Default title</title><meta name="description" content="Default" /><!-- /page-head -->',
      '</head><body><div id="root"></div><!-- spa-index --></body></html>',
    ].join('\n'),
  );
  writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(spaDir, 'robots-note.txt'), 'a file');
  return spaDir;
}
