import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTests = ['apps/api/**/*.test.ts'];
const withPg = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(withPg
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                environment: 'node',
                env: { TEST_DB: 'pg' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
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
