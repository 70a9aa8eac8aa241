import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedDemoClub } from './seed/demo-club';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') });
await database.migrate();
const seeded = await seedDemoClub(database.db);

const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp({ database, config: { ...config, WEB_DIST: webDist } });
await app.listen({ port: config.PORT, host: config.HOST });

const where = database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite embutido em ${resolve(config.DATA_DIR)}`;
console.log(`
Clube Office pronto em ${config.PUBLIC_URL}
  banco de dados: ${where}${seeded ? ' (clube de demonstração criado agora)' : ''}
  documentação da API: ${config.PUBLIC_URL}/api/docs
  logins de demonstração:
    sócio          demo  / demo1234
    administrador  admin / admin1234
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
