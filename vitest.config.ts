// Edit when tests move: unit and API tests run in Node; the browser suite lives in e2e/ (npm run test:e2e).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
      // As in vite.config.ts: lucide's CommonJS build would load a second Preact (decision 011).
      'lucide-react': fileURLToPath(
        new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
      ),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/server/test/global-setup.ts'],
    setupFiles: ['./src/server/test/setup-file.ts'],
    pool: 'forks',
    // Test files share their worker process and its loaded modules instead of each starting a fresh
    // one: importing the app again for every file was most of the suite's time (docs/performance.md).
    // So a file must leave nothing behind: setup-file.ts fails one that leaves a test database open,
    // and module-level caches must be right for any database (content/store.ts keeps the body).
    isolate: false,
    // Each API test file holds its own database (PGlite ≈ 0.7 GB) until it closes it; two workers fit
    // a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // .only fails the run in CI (Vitest's allowOnly defaults to false when CI is set).
  },
});
