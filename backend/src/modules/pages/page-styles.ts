import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

// The styles of a rendered page, inline in its head, so that the browser paints it from the HTML
// alone: the entry's (which index.html links, render-blocking) and those of the lazy modules it
// renders (which would otherwise come only with their chunks, after the page showed unstyled and
// then moved), read with the build's Vite manifest (SPA_DIR/.vite/manifest.json). Each inlined
// file is also linked `disabled` (never fetched): that tells the chunk loader (Vite's preload
// helper) the styles are in the page, so it neither fetches them again nor waits for them.
// No modulepreload of the chunks: it took the page's JavaScript off its round trips, but every
// chunk then arrived before the first paint, and Lighthouse's simulation counts them all in it
// (LCP 0.9 s → 2.3 s on the home page).
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

// The built SPA as the renderer reads it: index.html, the manifest, a file's text by its path.
export interface SpaBuild {
  template: string;
  manifest: ViteManifest;
  asset(file: string): string;
}

// index.html's stylesheet links (Vite's: the entry's styles)
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>\s*/g;
// what inline styles cannot hold (a relative url() would resolve against the page's address)
const NOT_INLINABLE = /<\/style|url\(|@import/i;
const MAX_INLINE_CHARS = 64 * 1024;

// a chunk and every chunk it imports statically, transitively, each once and after its imports
// (the order Vite gives their styles: a chunk's own rules after those of what it imports)
function closure(manifest: ViteManifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into, seen);
  into.add(key);
}

// The stylesheets of the lazy modules a page renders (by their chunks' names, entry-server's
// answer) that the entry's do not include, in cascade order.
export function moduleStyles(manifest: ViteManifest, modules: string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return [];
  const entry = new Set<string>();
  closure(manifest, entryKey, entry);
  const page = new Set<string>();
  for (const name of modules) {
    const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && manifest[k].name === name);
    if (key) closure(manifest, key, page);
  }
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
  return [...new Set([...page].flatMap((key) => manifest[key].css ?? []).filter((file) => !entryStyles.has(file)))];
}

const href = (file: string) => `/${file}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// index.html for the page (without the stylesheet links the inline styles replace) and what goes
// at the end of its head. Styles that cannot be inlined stay links, the modules' ones added.
export function pageStyles(build: SpaBuild, modules: string[]): { template: string; head: string } {
  const styles = moduleStyles(build.manifest, modules);
  const entryStyles = [...build.template.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const files = [...new Set([...entryStyles, ...styles])];
  const css = files.map((file) => build.asset(file));
  const inline = css.every((text) => !NOT_INLINABLE.test(text)) && css.join('').length <= MAX_INLINE_CHARS;
  const link = (file: string, disabled = '') => `<link rel="stylesheet" crossorigin href="${href(file)}"${disabled}>`;
  if (!inline) return { template: build.template, head: styles.map((file) => link(file)).join('\n    ') };
  const head = [...(css.length ? [`<style>${css.join('\n')}</style>`] : []), ...files.map((f) => link(f, ' disabled'))];
  return { template: build.template.replace(STYLESHEET_LINK, ''), head: head.join('\n    ') };
}

// index.html, the Vite manifest (none in a build without one: the pages get no links) and the
// assets (hashed: read once)
export function readBuild(spaDir: string): SpaBuild {
  const manifestFile = path.join(spaDir, '.vite/manifest.json');
  const assets = new Map<string, string>();
  return {
    template: readFileSync(path.join(spaDir, 'index.html'), 'utf8'),
    manifest: existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : {},
    asset(file) {
      if (!assets.has(file)) assets.set(file, readFileSync(path.join(spaDir, file), 'utf8'));
      return assets.get(file)!;
    },
  };
}
