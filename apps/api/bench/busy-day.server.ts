// The busy day's server (busy-day.bench.ts): the full product on the generated network's database
// (BENCH_DB_URL), the `SELECT 1` route of the other benches, the count of round trips, and a
// capture mode for the pgbench floor: while on, every statement of the one request under way is
// recorded (text and values) and its COMMIT becomes a ROLLBACK, so the captured work stays undone
// and can be replayed by pgbench as it ran. Prints its ports as one JSON line when ready.
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openBenchProduct } from './bench-server-config';
import { buildApp } from '../src/app';

let queries = 0;
let capture: Array<{ text: string; values: unknown[] }> | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  queries++;
  if (capture) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    // drizzle passes (config, values); a plain call (text, values) or a config holding its values.
    const values = (typeof first === 'string' ? undefined : first.values) ?? (args[1] as unknown[] | undefined) ?? [];
    if (/^\s*commit\s*$/i.test(text)) {
      capture.push({ text: 'rollback', values: [] });
      return (query as (...a: unknown[]) => unknown).apply(this, ['rollback', ...args.slice(1)]);
    }
    capture.push({ text, values });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const { config, database } = await openBenchProduct();

const bare = Fastify({ logger: false });
bare.get('/queries', async () => ({ queries }));
bare.post('/capture/start', async () => {
  capture = [];
  return { ok: true };
});
bare.post('/capture/stop', async () => {
  const captured = capture ?? [];
  capture = null;
  return { statements: captured };
});
const app = await buildApp({ database, config, logger: false });
app.get('/bench/select1', async () => {
  await database.db.execute(sql`SELECT 1`);
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
// The bench's members' tokens, issued by the app's own key.
bare.post('/token', async (req) => {
  const { id, type } = req.body as { id: number; type: number };
  // An operator's token stands for a sign-in with his second factor (docs/security.md#two-factors-totp).
  return { token: app.issueAccessToken({ id, type, tokenVersion: 0 }, { secondFactor: type === 1 ? 'totp' : null }).token };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare), app: port(app) }));
process.on(
  'SIGTERM',
  () =>
    void Promise.all([bare.close(), app.close()])
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
