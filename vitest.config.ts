import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTests = ['apps/api/**/*.test.ts'];
const withPg = !!process.env.TEST_DATABASE_URL;
// The API's files share one module graph per worker: importing the app once instead of once per
// file, and compiling PGlite's WebAssembly once, halves the suite. Every file builds its own app and
// database (test/helper.ts), so no state is carried from one file to the next.
const apiShared = { environment: 'node', isolate: false, testTimeout: 60_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          ...apiShared,
        },
      },
      ...(withPg
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'pg' },
                ...apiShared,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
