// Issue 4's network figures at a million members, on PostgreSQL: the tree (2 and 10 levels) and a
// level page for the top leader and a mid member through the API (app.inject: auth, validation,
// serialization included), each next to the same repository queries run directly, and a
// registration under the deepest member through the real registerUser call.
// Standalone: `npx tsx apps/api/bench/network.bench.ts [members]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { careerPlanBench } from './career-plan.bench';
import { bonusesBench, printBonusesRows } from './bonuses.bench';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { UserType } from '@clube/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { joinNetwork } from '../src/features/network/network.service';
import * as repo from '../src/features/network/network.repository';
import { NETWORK_CHILDS_CAP, NETWORK_TREE_MAX_NODES } from '@clube/contract/network';
import { personPayload } from '../src/features/registration/registration.fixtures';
import { withScratchNetwork } from './scratch-network';
import { percentiles } from './percentiles';

export interface NetworkBenchRow {
  measure: string;
  'p50 ms': number;
  'p95 ms': number;
  'SQL p50 ms': number | null;
  'SQL p95 ms': number | null;
  'p50 / SQL': number | null;
  'p95 / SQL': number | null;
}

const XSRF = 'bench-xsrf';
const READ_REPS = Number(process.env.BENCH_NETWORK_READS ?? 300);
const WRITE_REPS = Number(process.env.BENCH_NETWORK_WRITES ?? 40);

function row(measure: string, api: { p50: number; p95: number }, direct?: { p50: number; p95: number }): NetworkBenchRow {
  return {
    measure,
    'p50 ms': api.p50,
    'p95 ms': api.p95,
    'SQL p50 ms': direct?.p50 ?? null,
    'SQL p95 ms': direct?.p95 ?? null,
    'p50 / SQL': direct ? Number((api.p50 / direct.p50).toFixed(2)) : null,
    'p95 / SQL': direct ? Number((api.p95 / direct.p95).toFixed(2)) : null,
  };
}

async function expectOk(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

async function measure(app: FastifyInstance, db: Db, picks: { topId: number; midId: number; deepestId: number; deepestUsername: string }) {
  const rows: NetworkBenchRow[] = [];
  const headers = (id: number) => ({
    authorization: `Bearer ${app.issueAccessToken({ id, type: UserType.User, tokenVersion: 0 }).token}`,
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
  });

  for (const [who, id] of [
    ['top leader', picks.topId],
    ['mid member', picks.midId],
  ] as const) {
    const h = headers(id);
    for (const levels of [2, 10]) {
      const res = await expectOk(app, { method: 'POST', url: '/api/users/network/getNetwork', headers: h, payload: { UserId: id, Levels: levels } });
      const nodes = (res.body.match(/"Username"/g) ?? []).length;
      const api = await percentiles(READ_REPS, async () => {
        await expectOk(app, { method: 'POST', url: '/api/users/network/getNetwork', headers: h, payload: { UserId: id, Levels: levels } });
      });
      const direct = await percentiles(READ_REPS, async () => {
        await repo.treeRows(db, id, id, levels, NETWORK_CHILDS_CAP, NETWORK_TREE_MAX_NODES);
      });
      rows.push(row(`getNetwork ${levels} levels, ${who} (${nodes} nodes)`, api, direct));
    }
    for (const level of [1, 5, 10]) {
      const total = await repo.countDescendantsAt(db, id, level);
      const api = await percentiles(READ_REPS, async () => {
        await expectOk(app, { method: 'GET', url: `/api/users/network/getAllNetworkUsers?Level=${level}&Page=1`, headers: h });
      });
      const direct = await percentiles(READ_REPS, async () => {
        await Promise.all([repo.descendantsAt(db, id, level, 50, 0), repo.countDescendantsAt(db, id, level)]);
      });
      rows.push(row(`level ${level} page 1, ${who} (${total} at that level)`, api, direct));
    }
  }

  // Registration under the deepest member: the whole call (password hashing included), next to
  // the network part alone (a user row and his place in the tree, committed).
  const tag = randomBytes(3).toString('hex');
  const api = await percentiles(WRITE_REPS, async (i) => {
    const username = `reg${tag}${i < 0 ? `w${-i}` : i}`;
    await expectOk(app, {
      method: 'POST',
      url: '/api/users/registerUser',
      headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      payload: personPayload({ SponsorUsername: picks.deepestUsername, Username: username, Email: `${username}@bench.test` }),
    });
  });
  const direct = await percentiles(WRITE_REPS, async (i) => {
    const username = `net${tag}${i < 0 ? `w${-i}` : i}`;
    await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ name: username, email: `${username}@bench.test`, username, sponsorId: picks.deepestId })
        .returning({ id: users.id });
      await joinNetwork(tx, { id: u!.id, sponsorId: picks.deepestId, type: UserType.User });
    });
  });
  rows.push(row('registerUser under the deepest member (SQL: user row + tree only)', api, direct));
  return rows;
}

/**
 * Generates `members` on a scratch database next to `baseUrl` (created and dropped here), then
 * measures. Prints the table, writes bench-results/network.json, and answers the rows.
 */
export async function networkBench(baseUrl: string, members = Number(process.env.BENCH_NETWORK_MEMBERS ?? 1_000_000)) {
  return withScratchNetwork(baseUrl, { name: 'netbench', label: 'Network', members, poolSize: 10 }, async (database, generated, url) => {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url,
      RATE_LIMITS: 'off',
      PAYMENT_GATEWAY: 'offline',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    });
    const app = await buildApp({ database, config, logger: false });
    await app.ready();
    try {
      const rows = await measure(app, database.db, generated);
      console.log(`Network (PostgreSQL, ${generated.members} members, ${READ_REPS} reads / ${WRITE_REPS} registrations each, one at a time)`);
      console.table(rows);
      mkdirSync('bench-results', { recursive: true });
      // The nightly rank evaluation writes, so it runs after the reads, on the same million members.
      const careerPlan = await careerPlanBench(database.db);
      console.log('Career plan evaluation (PostgreSQL, same members)');
      console.table(careerPlan);
      // The bonus engine pays up the deepest member's chain, on the same million members.
      const bonuses = await bonusesBench(database.db, generated.deepestId);
      printBonusesRows(bonuses, generated.members);
      writeFileSync('bench-results/network.json', JSON.stringify({ generated, rows, careerPlan, bonuses }, null, 2));
      return rows;
    } finally {
      await app.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await networkBench(base, process.argv[2] ? Number(process.argv[2]) : undefined);
}
