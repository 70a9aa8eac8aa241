import { resolve } from 'node:path';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './command-config';
import { DataDirInUseError } from './db/data-dir-lock';
import { paths } from './paths';
import { createShutdown, stopOnSignals } from './platform/shutdown';
import { buildApp } from './app';
import { adminFromConfig, ensureFirstAdministrator, MISSING_ADMIN_MESSAGE } from './features/members-admin';
import { seedDemoClubIfEmpty, workingDemoLogins } from './seed/demo-start';
import { safeErrorReason } from './platform/log-serializers';

// Start-up rules: docs/operations.md#demo-and-production. Every refusal happens before listening.
function refuseToStart(reason: string): never {
  console.error(`\n✖ Clube Office did not start.\n${reason}\n`);
  process.exit(1);
}

const [config, admin] = (() => {
  try {
    const cfg = loadConfig();
    return [cfg, adminFromConfig(cfg)] as const;
  } catch (err) {
    return refuseToStart((err as Error).message);
  }
})();
const database = await openConfiguredDatabase(config).catch((err: unknown) => {
  if (err instanceof DataDirInUseError) return refuseToStart(err.message);
  throw err;
});
await database.migrate();

const wantsDemo = config.DEMO || config.SEED_DEMO === '1';
const seeded = wantsDemo && (await seedDemoClubIfEmpty(database.db));
const firstAdmin = await ensureFirstAdministrator(database.db, admin).catch((err: unknown) => ({ kind: 'failed' as const, reason: safeErrorReason(err) }));
if (firstAdmin.kind === 'missing' || firstAdmin.kind === 'failed') {
  await database.close();
  refuseToStart(firstAdmin.kind === 'failed' ? firstAdmin.reason : MISSING_ADMIN_MESSAGE);
}
const demoLogins = await workingDemoLogins(database.db);

const webDist = config.WEB_DIST ?? paths.webDist;
const app = await buildApp({ database, config: { ...config, WEB_DIST: webDist } });
if (firstAdmin.kind === 'created') app.log.info({ username: firstAdmin.username }, 'first administrator created from ADMIN_USERNAME/ADMIN_EMAIL');
if (firstAdmin.kind === 'exists' && admin) {
  app.log.warn('ADMIN_USERNAME/ADMIN_EMAIL/ADMIN_PASSWORD ignored: an administrator already exists and is never changed from the environment');
}
if (!config.DEMO) {
  if (config.SEED_DEMO === '1' && !seeded && demoLogins.length === 0) {
    app.log.warn('SEED_DEMO=1 ignored: the demo club is seeded only into a database without users');
  }
  if (demoLogins.length > 0) {
    app.log.warn({ usernames: demoLogins.map((l) => l.username) }, 'this database holds the demo club: its logins have published passwords');
  }
}
stopOnSignals(createShutdown({ app, database, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }));
await app.listen({ port: config.PORT, host: config.HOST });

const where = database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite embutido em ${resolve(config.DATA_DIR)}`;
const label = { member: 'sócio', administrator: 'administrador' } as const;
const logins = demoLogins.map((l) => `    ${label[l.role].padEnd(14)} ${l.username.padEnd(5)} / ${l.password}`).join('\n');
console.log(`
Clube Office pronto em ${config.PUBLIC_URL}
  banco de dados: ${where}${seeded ? ' (clube de demonstração criado agora)' : ''}
  documentação da API: ${config.API_DOCS === 'on' ? `${config.PUBLIC_URL}/api/docs` : 'desligada (API_DOCS=on para publicá-la)'}${demoLogins.length ? `\n  logins de demonstração:\n${logins}` : ''}
`);
