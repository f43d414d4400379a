import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    // the backend of `make run`; same-origin /api as in production (nginx)
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the framework every page needs, cached across deploys that only change app code
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
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
    // Files run two at a time (this machine has two cores) in worker threads that keep their
    // modules between files: antd and the app are imported once per worker, not once per file.
    // Each file still gets a fresh DOM, store and test API; setup.ts unmounts after every test.
    pool: 'threads',
    maxWorkers: 2,
    isolate: false,
    // generous: CI shares two cores with other work, and each test waits for conditions, not time
    testTimeout: 120_000,
  },
});
