import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (fresh embedded database, seeded demo club), files in
// sequence (two cores), generous timeouts for a real Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
