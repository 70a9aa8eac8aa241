import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * Folders the API reads at run time, found from the API package's root. This file sits directly in
 * apps/api/src/ and the build bundles it into files directly in apps/api/dist/ (apps/api/build.mjs),
 * so `..` from this module is apps/api in both, whether the sources run (tsx, tests) or the build
 * does (`npm start`, docs/operations.md#build). The files themselves (SQL migrations, seed images)
 * are not compiled: both read them where they are in the checkout.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  migrations: join(apiRoot, 'src/db/migrations'),
  migrationsJournal: join(apiRoot, 'src/db/migrations/meta/_journal.json'),
  seedImages: join(apiRoot, 'src/seed/images'),
  seedAssets: join(apiRoot, 'src/seed/assets'),
  webDist: join(apiRoot, '../web/dist'),
} as const;
