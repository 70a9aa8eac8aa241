import { defineConfig } from 'vitest/config';

// The operations test (docs/operations.md#many-instances): two compiled API instances on one real
// PostgreSQL behind nginx. Its own run of `npm test`, after the unit tests, so that it neither
// competes with them for the two cores nor slows `npx vitest run`.
export default defineConfig({
  test: {
    name: 'ops',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.ops.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
