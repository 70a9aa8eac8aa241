import pg from 'pg';
import { GetAllProductsRequest, ProductFilterType, SHOP_PAGE_SIZE } from '@clube/contract/products';
import { MEMBER_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { openDatabase } from '../src/db/client';
import { list as listProducts } from '../src/features/products/products.service';
const url = 'postgres://postgres@127.0.0.1:5432/clube_helper_mkt';
const database = await openDatabase({ url, poolSize: 2 });
const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
const user = { id: 2022, type: UserType.User, status: UserStatus.Ativo, rolesIds: MEMBER_ROLE_IDS, username: 'mkt.comprador1', sessionId: '', impersonatorId: null } as never;
const body = (name?: string, page = 1) => ({ PaginationSettings: { Page: page, RowsPerPage: SHOP_PAGE_SIZE }, OnlyWithStock: true, OfficeStatus: 2, ProductStatus: 2, IsFromMarketplace: true, GetStockDetails: true, GetOnlyTheRightStorages: true, ProductType: 1, IsOfficeProduct: null, Categories: null, Filters: name ? [{ Type: ProductFilterType.Name, Value: name }] : [], DeliveryAddressId: 5 });
const reps = Number(process.env.REPS ?? 30);
const terms = (process.env.TERMS ?? 'camiseta,limitada').split(',');
for (const term of terms) {
  for (const page of (process.env.PAGES ?? '1').split(',').map(Number)) {
  const seen: any[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: any, ...args: any[]) { const [c, v] = args; if (c && typeof c === 'object' && 'text' in c) seen.push({ c, v: v ?? c.values ?? [] }); return (original as any).apply(this, args); } as any;
  const res = await listProducts(database.db, user, GetAllProductsRequest.parse(body(term, page)));
  pg.Client.prototype.query = original;
  const st = seen.find((s) => /json_agg/.test(s.c.text));
  const times: number[] = [];
  for (let i = 0; i < reps + 5; i++) { const t = process.hrtime.bigint(); await client.query(st.c, st.v); if (i >= 5) times.push(Number(process.hrtime.bigint() - t) / 1e6); }
  times.sort((a, b) => a - b);
  const ex = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.c.text}`, st.v)).rows.map((r: any) => r['QUERY PLAN']).join('\n');
  const r = res as any;
  console.log(`== ${term} page ${page}: total ${JSON.stringify(r.total ?? r.pagination ?? Object.keys(r))} ids ${JSON.stringify((r.rows ?? r.data ?? []).slice(0,5).map((x: any) => x.id ?? x.Id))} p50 ${times[Math.floor(times.length/2)].toFixed(1)} p95 ${times[Math.floor(times.length*0.95)].toFixed(1)} load ${(await import('node:os')).loadavg().map(x=>x.toFixed(1))}`);
  if (process.env.PLAN) console.log(ex); else console.log(ex.split('\n').filter((l: string) => /Time:/.test(l)).join(' | '));
  }
}
client.release(); await database.close();
