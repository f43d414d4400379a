import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// recharts (the admin's Analytics charts) runs a Redux store of its own and uses parts of the Redux
// packages the app does not (the listener middleware, auto-batching). A module is tree-shaken once
// for all the chunks that import it, and one shared by the public pages and the charts' chunk is
// split apart from the rest of their common code: either way the JavaScript every public page
// loads would grow (scripts/size-budget.mjs). So recharts gets a copy of its own of the Redux
// packages, their other ESM build (legacy-esm): modules apart from the app's, in the charts' chunk.
const require = createRequire(import.meta.url);
const RECHARTS_COPIES = new Map(
  Object.entries({
    '@reduxjs/toolkit': 'redux-toolkit',
    'react-redux': 'react-redux',
    redux: 'redux',
    'redux-thunk': 'redux-thunk',
    reselect: 'reselect',
    immer: 'immer',
  }).map(([name, file]) => [
    name,
    path.join(path.dirname(require.resolve(`${name}/package.json`)), `dist/${file}.legacy-esm.js`),
  ]),
);
// react-redux's copy reads selectors with the with-selector shim recharts uses itself
RECHARTS_COPIES.set(
  'use-sync-external-store/with-selector.js',
  require.resolve('use-sync-external-store/shim/with-selector'),
);
const COPY_FILES = new Set(RECHARTS_COPIES.values());
const rechartsOwnRedux: Plugin = {
  name: 'recharts-own-redux',
  enforce: 'pre',
  resolveId(source, importer = '') {
    const forRecharts = /[\\/]node_modules[\\/]recharts[\\/]/.test(importer) || COPY_FILES.has(importer);
    if (forRecharts) return RECHARTS_COPIES.get(source);
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), rechartsOwnRedux],
  // The server's rendering is React's production build whatever NODE_ENV the backend runs with
  // (`make run`, the e2e stacks, a test): visitors never get development React, whose checks make
  // every render several times slower. (The browser's bundle is production already.)
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // the server's rendering (src/entry-server.tsx, loaded by the backend): one file with every
  // package in it, so the backend needs none of the SPA's packages installed
  ssr: { noExternal: true },
  server: {
    // the backend of `make run`; same-origin /api as in production (nginx), and the files the
    // backend serves at the root (backend core/http/site-paths.ts)
    proxy: {
      '/api': 'http://localhost:3000',
      '^/(rss\\.xml|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon\\.svg|icon-(192|512)\\.png|apple-touch-icon\\.png|\\.well-known/security\\.txt)$':
        'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // read by scripts/size-budget.mjs and by the backend's server rendering (which files a page needs)
    manifest: true,
    // No preloading helper in the public pages' JavaScript (it counts against their size budget):
    // a lazy page's chunks load as they import each other.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // chunks named by their hash, after a letter (no name starts with '-'): every import of
        // one spells its file name, and a public page's dozen chunks import each other (the names
        // are bytes of its budget)
        chunkFileNames: 'assets/c[hash].js',
        codeSplitting: {
          groups: [
            // the framework every page needs, cached across deploys that only change app code
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // everything else the entry imports, in one file rather than a dozen small ones (each a
            // request, which the browser queues behind its six connections, and bytes of its own)
            // (not the icons' list, which would bring every icon: the layout's icons come with it, a
            // page's others stay in chunks of their own)
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/src[\\/]components[\\/]icon[\\/]icons\.ts$/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Files run as many at a time as the machine has cores (vitest's default leaves one idle) in
    // worker threads that keep their modules between files: antd and the app are imported once per
    // worker, not once per file. Each file still gets a fresh DOM, each render a fresh store, each
    // test a fresh test API (src/test/test-api.ts, which unmounts the page and aborts its requests
    // after every test). README, "Tests", says where the rest of the time goes.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    isolate: false,
    // generous: CI shares two cores with other work, and each test waits for conditions, not time
    testTimeout: 120_000,
  },
}));
