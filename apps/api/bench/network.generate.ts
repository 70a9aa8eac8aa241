// A realistic club of N members laid out set-based on PostgreSQL (generate_series, one statement
// per level): one founder, five leaders under him, then levels 2..40 shaped like a bell (peak near
// level 10, a long tail down to 40). From level 2 on, only 40% of a level ever recruit (so most
// members have no one below them), and among those the sponsor is drawn with a power law
// (random()^2): a few recruit hundreds, most a handful.
import { sql } from 'drizzle-orm';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { Db } from '../src/db/client';

export const MAX_DEPTH = 40;
/** Share of each level (from the leaders' partners on) who recruit at all. */
const RECRUITERS = 0.4;

export interface GeneratedNetwork {
  members: number;
  seconds: number;
  topId: number;
  midId: number;
  deepestId: number;
  deepestUsername: string;
  shape: { leavesShare: number; maxDirects: number; avgDepth: number; treeRows: number; treeSize: string; usersSize: string };
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Members per level: 1 founder, 5 leaders, the rest over levels 2..40. */
export function levelSizes(members: number): number[] {
  const weight = Array.from({ length: MAX_DEPTH + 1 }, (_, d) => (d < 2 ? 0 : d * d * Math.exp(-d / 5)));
  const total = weight.reduce((a, b) => a + b, 0);
  return weight.map((w, d) => (d === 0 ? 1 : d === 1 ? 5 : Math.max(1, Math.round(((members - 6) * w) / total))));
}

/** Fills an empty, migrated database: users with their counters, ranks, and the network tree. */
export async function generateNetwork(db: Db, members: number): Promise<GeneratedNetwork> {
  const started = Date.now();
  const sizes = levelSizes(members);
  const starts: number[] = [];
  let next = 1;
  for (const s of sizes) {
    starts.push(next);
    next += s;
  }
  const x = (q: string) => db.execute(sql.raw(q));

  await x(`CREATE UNLOGGED TABLE bench_gen (id int PRIMARY KEY, sponsor_id int, depth int NOT NULL, path int[] NOT NULL,
    r float8 NOT NULL, direct int NOT NULL DEFAULT 0, network int NOT NULL DEFAULT 0)`);
  await x(`INSERT INTO bench_gen (id, sponsor_id, depth, path, r) VALUES (1, NULL, 0, ARRAY[1], 0.5)`);
  // The sponsor draw sits in a subquery of its own: drawn next to the window's random order, it
  // correlates with it and the tree collapses into a few spines.
  for (let d = 1; d <= MAX_DEPTH; d++) {
    const recruiters = d <= 2 ? sizes[d - 1]! : Math.max(1, Math.round(sizes[d - 1]! * RECRUITERS));
    await x(`INSERT INTO bench_gen (id, sponsor_id, depth, path, r)
      SELECT g.id, p.id, ${d}, p.path || g.id, g.r
      FROM (SELECT ${starts[d]} + (row_number() OVER (ORDER BY random()))::int - 1 AS id, ${starts[d - 1]} + s.k AS sponsor, random() AS r
            FROM (SELECT floor(${recruiters} * power(random(), 2))::int AS k
                  FROM generate_series(1, ${sizes[d]})) s) g
      JOIN bench_gen p ON p.id = g.sponsor`);
  }
  await x(`UPDATE bench_gen SET direct = k.n FROM (SELECT sponsor_id, count(*) AS n FROM bench_gen GROUP BY 1) k WHERE bench_gen.id = k.sponsor_id`);
  for (let d = MAX_DEPTH; d >= 1; d--) {
    await x(`UPDATE bench_gen SET network = k.n FROM (SELECT sponsor_id, sum(network + 1) AS n FROM bench_gen WHERE depth = ${d} GROUP BY 1) k
      WHERE bench_gen.id = k.sponsor_id`);
  }

  await x(`INSERT INTO career_plan_ranks (name, color, position) VALUES ('Bronze', '#cd7f32', 1), ('Prata', '#c0c0c0', 2), ('Ouro', '#d4af37', 3)`);
  // Status: 70% Ativo, 15% Inativo, 12% Pendente, 3% Bloqueado; a quarter hold a rank.
  await x(`INSERT INTO users (id, type, status, name, email, username, phone_one, sponsor_id, depth, direct_users_count, network_size,
      career_plan_rank_id, roles_ids, activated_on, created_at) OVERRIDING SYSTEM VALUE
    SELECT g.id, 2, CASE WHEN g.r < 0.7 THEN 1 WHEN g.r < 0.85 THEN 0 WHEN g.r < 0.97 THEN 2 ELSE 3 END,
      'Sócio ' || g.id, 'socio' || g.id || '@bench.test', 'socio' || g.id, '11 9' || lpad((g.id % 100000000)::text, 8, '0'),
      g.sponsor_id, g.depth, g.direct, g.network,
      CASE WHEN g.r < 0.05 THEN 3 WHEN g.r < 0.12 THEN 2 WHEN g.r < 0.25 THEN 1 END,
      '{${MEMBER_ROLE_IDS.join(',')}}'::int[], now(), now() - (${members} - g.id) * interval '1 minute'
    FROM bench_gen g ORDER BY g.id`);
  await x(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);

  // The tree's primary key is built once after the load: far faster than row by row.
  await x(`ALTER TABLE network_tree DROP CONSTRAINT network_tree_pk`);
  await x(`INSERT INTO network_tree (ancestor_id, depth, descendant_id)
    SELECT g.path[i], g.depth + 1 - i, g.id FROM bench_gen g, generate_subscripts(g.path, 1) i`);
  await x(`ALTER TABLE network_tree ADD CONSTRAINT network_tree_pk PRIMARY KEY (ancestor_id, depth, descendant_id)`);

  // The mid member: at depth 8..12, a downline ten levels deep, about 5,000 below him.
  const [picks] = rowsOf<{ top: number; mid: number; deepest: number }>(
    await x(`SELECT
      (SELECT id FROM bench_gen ORDER BY network DESC LIMIT 1) AS top,
      (SELECT g.id FROM bench_gen g WHERE g.direct >= 3 AND g.id IN (SELECT DISTINCT path[depth - 9] FROM bench_gen WHERE depth BETWEEN 18 AND 22)
        ORDER BY abs(g.network - ${Math.round(members / 200)}) LIMIT 1) AS mid,
      (SELECT id FROM bench_gen WHERE depth = (SELECT max(depth) FROM bench_gen) ORDER BY id LIMIT 1) AS deepest`),
  );
  await x(`DROP TABLE bench_gen`);
  // Ensures the deepest member may sponsor (Ativo), whatever his draw.
  await db.execute(sql`UPDATE users SET status = 1 WHERE id = ${picks!.deepest}`);
  await x(`VACUUM ANALYZE users`);
  await x(`VACUUM ANALYZE network_tree`);

  const [shape] = rowsOf<{ leaves: number; maxdirects: number; avgdepth: number; treerows: number; treesize: string; userssize: string }>(
    await x(`SELECT (count(*) FILTER (WHERE direct_users_count = 0))::float8 / count(*) AS leaves, max(direct_users_count) AS maxdirects,
      avg(depth)::float8 AS avgdepth, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'network_tree') AS treerows,
      pg_size_pretty(pg_total_relation_size('network_tree')) AS treesize, pg_size_pretty(pg_total_relation_size('users')) AS userssize FROM users`),
  );
  const [deepest] = rowsOf<{ username: string }>(await db.execute(sql`SELECT username FROM users WHERE id = ${picks!.deepest}`));
  return {
    members: next - 1,
    seconds: (Date.now() - started) / 1000,
    topId: Number(picks!.top),
    midId: Number(picks!.mid),
    deepestId: Number(picks!.deepest),
    deepestUsername: deepest!.username,
    shape: {
      leavesShare: Number(shape!.leaves),
      maxDirects: Number(shape!.maxdirects),
      avgDepth: Number(shape!.avgdepth),
      treeRows: Number(shape!.treerows),
      treeSize: shape!.treesize,
      usersSize: shape!.userssize,
    },
  };
}
