// The process under load: the full product on PostgreSQL, plus the two baselines measured in the
// same run — a bare Fastify route (its own instance, no plugins) and a route running one
// `SELECT 1` through the product's pool. Prints its ports as one JSON line when ready.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { seedDemoClub } from '../src/seed/demo-club';
import { creditMember, insertMember } from '../src/seed/builders';

const url = process.env.BENCH_DB_URL!;
const config = loadConfig({ ...process.env, DATABASE_URL: url, RATE_LIMITS: 'off', JOBS: 'off', PAYMENT_GATEWAY: 'offline', LOG_LEVEL: 'error', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
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

// Members for the transfer figures: BENCH_WALLETS funded wallets and one hot wallet, with tokens.
const walletCount = Number(process.env.BENCH_WALLETS ?? 200);
const wallets: Array<{ id: number; token: string }> = [];
for (let i = 0; i <= walletCount; i++) {
  const m = await insertMember(database.db, { username: i === 0 ? 'bench.hot' : `bench.w${i}` });
  await creditMember(database.db, m.id, 100_000_000, 1, 'Saldo para o benchmark');
  wallets.push({ id: m.id, token: app.issueAccessToken({ id: m.id, type: m.type, tokenVersion: m.tokenVersion }).token });
}

const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare), app: port(app), hot: wallets[0], wallets: wallets.slice(1) }));
process.on('SIGTERM', () => void Promise.all([bare.close(), app.close()]).then(() => database.close()).finally(() => process.exit(0)));
