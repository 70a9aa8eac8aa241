// `npm run seed`: seeds the demo club into the configured database (docs/operations.md#seeding).
// The embedded database is the demo; with DATABASE_URL it takes SEED_DEMO=1, because the demo club
// brings published passwords and seeded money.
import { loadCommandConfig, openConfiguredDatabase } from '../command-config';
import { seedDemoClubIfEmpty, workingDemoLogins } from './demo-start';

const config = loadCommandConfig();
if (!config.DEMO && config.SEED_DEMO !== '1') {
  console.error(
    '✖ Refusing to seed the demo club into DATABASE_URL: it brings published passwords and seeded money. Set SEED_DEMO=1 for a demonstration database.',
  );
  process.exit(1);
}

const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  if (await seedDemoClubIfEmpty(database.db)) {
    console.log('✔ Demo club seeded: member demo / demo1234, administrator admin / admin1234.');
  } else if ((await workingDemoLogins(database.db)).length > 0) {
    console.log('The demo club is already there: nothing changed.');
  } else {
    process.exitCode = 1;
    console.error('✖ The database already has users: the demo club is seeded only into an empty database.');
  }
} finally {
  await database.close();
}
