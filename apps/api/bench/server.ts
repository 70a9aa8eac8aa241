// The process under load: the full product on PostgreSQL, plus the two baselines measured in the
// same run — a bare Fastify route (its own instance, no plugins) and a route running one
// `SELECT 1` through the product's pool. Prints its ports as one JSON line when ready.
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openBenchProduct } from './bench-server-config';
import { buildApp } from '../src/app';
import { seedDemoClub } from '../src/seed/demo-club';
import { creditMember, insertMember } from '../src/seed/builders';
import { createInvoice } from '../src/features/invoices/invoices.service';

// Every round trip to PostgreSQL goes through Client#query: counted, the figures report it per request.
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  queries++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const { config, database } = await openBenchProduct();
await database.migrate();
await seedDemoClub(database.db);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
bare.get('/queries', async () => ({ queries }));
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

// The reader of the invoice and wallet figures: 120 invoices, so that page 1 holds a full 50.
const reader = await insertMember(database.db, { username: 'bench.reader' });
await creditMember(database.db, reader.id, 12_345_67, 1, 'Saldo para o benchmark');
let invoiceToken = '';
for (let i = 0; i < 120; i++) {
  const inv = await createInvoice(database.db, { userId: reader.id, type: 2, description: `Mensalidade ${i + 1}`, valueCents: 9_990, dueDate: '2030-01-10' });
  invoiceToken = inv.token;
}
const readerToken = app.issueAccessToken({ id: reader.id, type: reader.type, tokenVersion: reader.tokenVersion }).token;

const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare), app: port(app), hot: wallets[0], wallets: wallets.slice(1), reader: { token: readerToken, invoiceToken } }));
process.on(
  'SIGTERM',
  () =>
    void Promise.all([bare.close(), app.close()])
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
