// The process under load: the full product on PostgreSQL, plus the two baselines measured in the
// same run — a bare Fastify route (its own instance, no plugins) and a route running one
// `SELECT 1` through the product's pool. Prints its ports as one JSON line when ready.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { seedDemoClub } from '../src/seed/demo-club';

const url = process.env.BENCH_DB_URL!;
const config = loadConfig({ ...process.env, DATABASE_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'error', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const database = await openDatabase({ url, poolSize: 20 });
await database.migrate();
await seedDemoClub(database.db);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp({ database, config, logger: false });
app.get('/bench/select1', async () => {
  await database.db.execute(sql`SELECT 1`);
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });

const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare), app: port(app) }));
process.on('SIGTERM', () => void Promise.all([bare.close(), app.close()]).then(() => database.close()).finally(() => process.exit(0)));
