// Issue 8's marketplace figures on PostgreSQL (docs/performance.md, "Marketplace"): the shop
// listing over 100,000 products and 300,000 stock rows (plain, a category, a common and a rare name,
// page 50) and the order preview and creation, under load next to the two baselines of the same
// run; then each listing one request at a time next to its own SQL statement alone (the statement
// the repository runs, captured from the service and replayed through a connection), with its
// EXPLAIN ANALYZE. Runs inside `npm run bench` (`--only marketplace` for this part alone).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { GetAllProductsRequest, ProductFilterType, SHOP_PAGE_SIZE, type GetAllProductsRequest as ListingBody } from '@clube/contract/products';
import { MEMBER_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { MAX_OPEN_ORDERS_PER_BUYER_BOUND, MAX_RESERVED_UNITS_PER_BUYER_BOUND, SC_SHOPS_KEY } from '@clube/contract/configurations';
import { openDatabase, type Db } from '../src/db/client';
import { configurations } from '../src/db/schema';
import { list as listProducts } from '../src/features/products/products.service';
import { verifyStock } from '../src/features/stocks';
import type { AuthUser } from '../src/platform/auth';
import { baselineMeasures } from './foundation.bench';
import { hotRows, loadAverage, printTable, type HotRow } from './hot-table';
import { CONNECTIONS, DURATION_S, ROUNDS, measureAll, type Measure } from './load';
import { COMMON_TERM, RARE_TERM, generateMarketplace, type Buyer, type GeneratedMarketplace } from './marketplace.generate';

const XSRF = 'bench-xsrf';
const PASSWORD = 'bench-comprador-1';
const REPS = Number(process.env.BENCH_MARKETPLACE_REPS ?? 200);
/** Issue 8's goals for the listing: p95 under 25 ms, at most 3 times its SQL alone. */
const LISTING_P95_MS = 25;
const LISTING_SQL_RATIO = 3;

interface Listing {
  name: string;
  body: ListingBody;
}

/** The shop's request as the web sends it (apps/web/src/features/shop/lib/shopRequest.ts): the forced filters, 24 a page. */
function shopBody(addressId: number, opts: { page?: number; categoryId?: number; name?: string } = {}): ListingBody {
  return {
    PaginationSettings: { Page: opts.page ?? 1, RowsPerPage: SHOP_PAGE_SIZE },
    OnlyWithStock: true,
    OfficeStatus: 2,
    ProductStatus: 2,
    IsFromMarketplace: true,
    GetStockDetails: true,
    GetOnlyTheRightStorages: true,
    ProductType: 1,
    IsOfficeProduct: null,
    Categories: opts.categoryId ? [{ Id: opts.categoryId }] : null,
    Filters: opts.name ? [{ Type: ProductFilterType.Name, Value: opts.name }] : [],
    DeliveryAddressId: addressId,
  };
}

function listings(g: GeneratedMarketplace, buyer: Buyer): Listing[] {
  return [
    { name: 'shop listing, page 1', body: shopBody(buyer.addressId) },
    { name: `shop listing, category '${g.category.name}'`, body: shopBody(buyer.addressId, { categoryId: g.category.id }) },
    { name: `shop listing, name '${COMMON_TERM.toLowerCase()}'`, body: shopBody(buyer.addressId, { name: COMMON_TERM.toLowerCase() }) },
    {
      name: `shop listing, name '${RARE_TERM.split(' ')[1]!.toLowerCase()}' (rare)`,
      body: shopBody(buyer.addressId, { name: RARE_TERM.split(' ')[1]!.toLowerCase() }),
    },
    { name: 'shop listing, page 50', body: shopBody(buyer.addressId, { page: 50 }) },
  ];
}

const xsrfHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
const postHeaders = (token: string) => ({ authorization: `Bearer ${token}`, ...xsrfHeaders });

async function post<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: { IsSuccess: boolean; Message?: string; Data: T; PaginationSettings?: { TotalRows: number } } }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: token ? postHeaders(token) : xsrfHeaders, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as never };
}

async function signIn(base: string, username: string): Promise<string> {
  const { status, json } = await post<{ AccessToken: string }>(base, '/api/accounts/token/getAuthToken', {
    Username: username,
    Password: PASSWORD,
    UserType: UserType.User,
  });
  if (status !== 200) throw new Error(`sign-in of ${username}: ${status} ${json.Message}`);
  return json.Data.AccessToken;
}

const orderBody = (buyer: Buyer, productId: number) => ({
  Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [] }],
  DeliveryType: null,
  DeliveryAddressId: buyer.addressId,
});
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Each request a random buyer (his token and address) and one unit of a random hot product. */
function orderMeasure(name: string, base: string, path: string, buyers: Array<Buyer & { token: string }>, products: number[]): Measure {
  return {
    name,
    options: {
      url: base,
      requests: [
        {
          method: 'POST',
          path,
          setupRequest: (req) => {
            const b = pick(buyers);
            return { ...req, headers: postHeaders(b.token), body: JSON.stringify(orderBody(b, pick(products))) };
          },
        },
      ],
    },
  };
}

/** p50 and p95 of `reps` sequential runs after a warm-up. */
async function percentiles(reps: number, fn: () => Promise<void>) {
  for (let i = 0; i < Math.min(20, reps); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}

interface Captured {
  config: pg.QueryConfig & { name?: string };
  values: unknown[];
}

/**
 * The listing statement exactly as the repository sends it (name, text, values and type parsers):
 * the service runs in this process once while every Client#query is recorded.
 */
async function captureListingStatement(db: Db, user: AuthUser, body: ListingBody): Promise<Captured> {
  const seen: Captured[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [unknown, unknown[] | undefined];
    if (config && typeof config === 'object' && 'text' in config)
      seen.push({ config: config as Captured['config'], values: values ?? (config as { values?: unknown[] }).values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await listProducts(db, user, GetAllProductsRequest.parse(body));
  } finally {
    pg.Client.prototype.query = original;
  }
  const statement = seen.find((s) => /json_agg/.test(s.config.text));
  if (!statement) throw new Error(`no listing statement among ${seen.length} queries`);
  return statement;
}

interface SequentialRow {
  measure: string;
  rows: number;
  total: number;
  routeP50: number;
  routeP95: number;
  sqlP50: number;
  sqlP95: number;
  explainMs: number;
  planningMs: number;
  p50Ratio: number;
  p95Ratio: number;
  goal: string;
}

async function sequential(
  base: string,
  token: string,
  db: Db,
  client: pg.PoolClient,
  user: AuthUser,
  l: Listing,
): Promise<{ row: SequentialRow; plan: string }> {
  const first = await post<unknown[]>(base, '/api/logistics/products/getAllProducts', l.body, token);
  if (first.status !== 200) throw new Error(`${l.name}: ${first.status} ${first.json.Message}`);
  const route = await percentiles(REPS, async () => {
    const res = await fetch(`${base}/api/logistics/products/getAllProducts`, { method: 'POST', headers: postHeaders(token), body: JSON.stringify(l.body) });
    if (res.status !== 200) throw new Error(`${l.name}: ${res.status}`);
    await res.arrayBuffer();
  });
  const captured = await captureListingStatement(db, user, l.body);
  const sqlAlone = await percentiles(REPS, async () => {
    await client.query(captured.config, captured.values);
  });
  const explained = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${captured.config.text}`, captured.values);
  const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
  const ms = (label: string) => Number(new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);
  const p95Ratio = route.p95 / sqlAlone.p95;
  const met = route.p95 < LISTING_P95_MS && p95Ratio <= LISTING_SQL_RATIO;
  return {
    row: {
      measure: l.name,
      rows: first.json.Data.length,
      total: first.json.PaginationSettings?.TotalRows ?? 0,
      routeP50: route.p50,
      routeP95: route.p95,
      sqlP50: sqlAlone.p50,
      sqlP95: sqlAlone.p95,
      explainMs: ms('Execution Time'),
      planningMs: ms('Planning Time'),
      p50Ratio: route.p50 / sqlAlone.p50,
      p95Ratio,
      goal: `${met ? 'met' : 'MISSED'} (p95 < ${LISTING_P95_MS} ms, ≤ ${LISTING_SQL_RATIO}× SQL)`,
    },
    plan,
  };
}

/**
 * Generates the marketplace in the bench server's database (`dbUrl`, demo club seeded), then
 * measures against that server. Prints two tables and writes bench-results/marketplace.json.
 */
export async function marketplaceBench(dbUrl: string, ports: { bare: number; app: number }) {
  const base = `http://127.0.0.1:${ports.app}`;
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  // A connection of the product's own pool, with its settings (jit=off: src/db/client.ts): the SQL
  // alone must run as the route's statement runs.
  const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const generated = await generateMarketplace(database.db, dbUrl, {
      products: Number(process.env.BENCH_MARKETPLACE_PRODUCTS ?? 100_000),
      stocks: Number(process.env.BENCH_MARKETPLACE_STOCKS ?? 300_000),
      sellers: 2_000,
      buyers: 50,
      hotProducts: 1_000,
      password: PASSWORD,
    });
    console.log(
      `\nMarketplace: ${generated.products} products and ${generated.stocks} stock rows generated in ${generated.seconds.toFixed(1)} s`,
      generated.shape,
    );
    // The load places thousands of unpaid orders for 50 buyers: the caps per buyer at their highest
    // (docs/marketplace.md#hoarding-limits), or the measure would be of refusals. Written before
    // the first order call, so the API's cached read sees them.
    await database.db
      .insert(configurations)
      .values({
        key: SC_SHOPS_KEY,
        value: { MaxOpenOrdersPerBuyer: MAX_OPEN_ORDERS_PER_BUYER_BOUND, MaxReservedUnitsPerBuyer: MAX_RESERVED_UNITS_PER_BUYER_BOUND },
      })
      .onConflictDoUpdate({
        target: configurations.key,
        set: {
          value: sql`${configurations.value} || jsonb_build_object('MaxOpenOrdersPerBuyer', ${MAX_OPEN_ORDERS_PER_BUYER_BOUND}::int, 'MaxReservedUnitsPerBuyer', ${MAX_RESERVED_UNITS_PER_BUYER_BOUND}::int)`,
        },
      });
    const buyers = await Promise.all(generated.buyers.map(async (b) => ({ ...b, token: await signIn(base, b.username) })));
    const shopper = buyers[0]!;
    const variants = listings(generated, shopper);

    // Each call answers before it is loaded: a refused body would only measure an error path.
    for (const path of ['createNewOrderPreview', 'createNewOrderWithInvoice']) {
      const { status, json } = await post(base, `/api/store/orders/${path}`, orderBody(shopper, generated.hotProductIds[0]!), shopper.token);
      if (status !== 200) throw new Error(`${path}: ${status} ${json.Message}`);
    }

    const loadBefore = loadAverage();
    const results = await measureAll([
      ...baselineMeasures(ports),
      ...variants.map((l) => ({
        name: l.name,
        options: {
          url: `${base}/api/logistics/products/getAllProducts`,
          method: 'POST' as const,
          headers: postHeaders(shopper.token),
          body: JSON.stringify(l.body),
        },
      })),
      orderMeasure('createNewOrderPreview (1 item, Sedex)', base, '/api/store/orders/createNewOrderPreview', buyers, generated.hotProductIds),
      orderMeasure('createNewOrderWithInvoice (1 item, Sedex)', base, '/api/store/orders/createNewOrderWithInvoice', buyers, generated.hotProductIds),
    ]);
    const loadAfterLoad = loadAverage();
    const rows = hotRows(results);

    const user: AuthUser = {
      id: shopper.id,
      type: UserType.User,
      status: UserStatus.Ativo,
      rolesIds: MEMBER_ROLE_IDS,
      username: shopper.username,
      sessionId: '',
      impersonatorId: null,
      secondFactor: null,
    };
    const seq: SequentialRow[] = [];
    const plans: Record<string, string> = {};
    for (const l of variants) {
      const { row, plan } = await sequential(base, shopper.token, database.db, client, user, l);
      seq.push(row);
      plans[l.name] = plan;
    }
    const stockProblems = await verifyStock(database.db);
    const [orders] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders`)).rows;

    console.log(
      `\nMarketplace under load (PostgreSQL, RATE_LIMITS=off, autocannon ${CONNECTIONS} connections, median of ${ROUNDS} interleaved runs of ${DURATION_S} s)`,
    );
    console.log(`load average before: ${loadBefore}, after: ${loadAfterLoad} (${cpus().length} cores)`);
    printTable(
      ['measure', 'req/s', 'vs bare', 'vs SELECT 1', 'p50 ms', 'p95 ms', 'p99 ms', 'queries/req', 'non-2xx', 'errors'],
      rows.map((r: HotRow) => [
        r.measure,
        String(r.reqPerSecond),
        r.vsBare.toFixed(3),
        r.vsSelect1.toFixed(3),
        String(r.p50Ms),
        String(r.p95Ms),
        String(r.p99Ms),
        r.queriesPerRequest === null ? '-' : r.queriesPerRequest.toFixed(1),
        String(r.non2xx),
        String(r.errors),
      ]),
    );
    console.log(`\nShop listing one request at a time (${REPS} each after 20 to warm up) next to its SQL statement alone, replayed as the repository sends it`);
    console.log(`load average: ${loadAverage()}`);
    printTable(
      ['measure', 'rows', 'total', 'route p50', 'route p95', 'SQL p50', 'SQL p95', 'EXPLAIN exec', 'plan', 'p50 / SQL', 'p95 / SQL', 'goal'],
      seq.map((r) => [
        r.measure,
        String(r.rows),
        String(r.total),
        r.routeP50.toFixed(2),
        r.routeP95.toFixed(2),
        r.sqlP50.toFixed(2),
        r.sqlP95.toFixed(2),
        r.explainMs.toFixed(2),
        r.planningMs.toFixed(2),
        r.p50Ratio.toFixed(2),
        r.p95Ratio.toFixed(2),
        r.goal,
      ]),
    );
    console.log(
      `orders placed during the run: ${orders?.n}; stock verifier: ${stockProblems.length === 0 ? 'clean' : JSON.stringify(stockProblems.slice(0, 5))}`,
    );
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/marketplace.json',
      JSON.stringify(
        {
          loadBefore,
          loadAfter: loadAverage(),
          generated: { ...generated, buyers: generated.buyers.length },
          underLoad: rows,
          sequential: seq,
          plans,
          orders: orders?.n,
          stockProblems,
        },
        null,
        2,
      ),
    );
    if (stockProblems.length > 0 || rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
    return { rows, sequential: seq };
  } finally {
    client.release();
    await database.close();
  }
}
