import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// A page's own code (the router's lazy chunk of a source module, by the build's manifest) held back
// from a browser page until `release()`: the journey sees the server's page with the site's entry
// running and the rest of the page hydrated, as a visitor on a slow line does.
export async function holdChunk(page: Page, sourceModule: string): Promise<{ release: () => void }> {
  const manifestFile = path.join(__dirname, '..', '..', 'frontend', 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = `/${manifest[sourceModule].file}`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

// whether React has hydrated (or rendered) this element: it keeps its fiber on the element
export const hydratedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
