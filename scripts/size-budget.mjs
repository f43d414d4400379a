#!/usr/bin/env node
// The initial JavaScript of each public page, gzipped, against its budget (issue 27: at most
// 150 KB). It reads the Vite manifest of the built SPA (frontend/dist/.vite/manifest.json): a
// page's initial JavaScript is the entry with every chunk it imports statically, the page's own
// chunk (a dynamic import of the router) with its static imports, and the chunks every page loads
// at once (the chat button). A byte count, not a timing. `make test` runs it on the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1000;

// the modules the router loads lazily for the public pages; every page also loads EVERY_PAGE
export const PUBLIC_PAGES = {
  '/': 'src/features/home/pages/HomePage.tsx',
  '/blog, /blog/{slug}': 'src/features/blog/pages/BlogPage.tsx',
  '/products': 'src/features/shop/pages/ProductsPage.tsx',
  '/products/{slug}': 'src/features/shop/pages/ProductPage.tsx',
  '/courses/{slug}': 'src/features/courses/pages/CoursePage.tsx',
  '/about': 'src/features/about/pages/AboutPage.tsx',
  '/contact': 'src/features/contact/pages/ContactPage.tsx',
  '/privacy-policy': 'src/features/legal/pages/LegalPage.tsx',
  'any other path': 'src/features/not-found/pages/NotFoundPage.tsx',
};
export const EVERY_PAGE = ['src/features/chat/ChatWidget.tsx'];
const ENTRY = 'index.html';

// every chunk a module's chunk needs before it runs: itself and its static imports, transitively
function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: update scripts/size-budget.mjs`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  return Object.entries(PUBLIC_PAGES).map(([route, page]) => {
    const files = new Set();
    for (const key of [ENTRY, page, ...EVERY_PAGE]) closure(manifest, key, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    return { route, bytes: js.reduce((sum, file) => sum + size(file), 0), files: js };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../frontend/dist');
  const pages = measure(distDir);
  let over = 0;
  for (const { route, bytes, files } of pages) {
    const ok = bytes <= BUDGET_BYTES;
    if (!ok) over++;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${route}: ${bytes} bytes of JavaScript gzipped (${files.length} files)`);
    if (!ok || process.env.VERBOSE) for (const file of files) console.log(`       ${file}`);
  }
  console.log(`Budget: ${BUDGET_BYTES} bytes per public page.`);
  process.exit(over ? 1 : 0);
}
