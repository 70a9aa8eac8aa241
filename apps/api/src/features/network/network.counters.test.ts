import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { DbOrTx } from '../../db/client';
import { personPayload } from '../registration/registration.fixtures';
import { children, counters, member, type Member } from './network.fixtures';

const REGISTER = '/api/users/registerUser';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Counters recomputed from users.sponsor_id alone, next to the maintained ones, where they differ. */
async function counterMismatches(db: DbOrTx) {
  return rowsOf(
    await db.execute(sql`
      WITH RECURSIVE up(descendant_id, ancestor_id, dist) AS (
        SELECT id, id, 0 FROM users WHERE type <> 3
        UNION ALL
        SELECT up.descendant_id, u.sponsor_id, up.dist + 1 FROM up JOIN users u ON u.id = up.ancestor_id WHERE u.sponsor_id IS NOT NULL
      ),
      expected AS (
        SELECT u.id,
          (SELECT count(*) FROM up WHERE up.ancestor_id = u.id AND up.dist = 1)::int AS direct,
          (SELECT count(*) FROM up WHERE up.ancestor_id = u.id AND up.dist > 0)::int AS network,
          COALESCE((SELECT max(dist) FROM up WHERE up.descendant_id = u.id), 0)::int AS depth,
          (SELECT count(*) FROM up WHERE up.descendant_id = u.id)::int AS paths
        FROM users u
      )
      SELECT u.username, e.direct, u.direct_users_count, e.network, u.network_size, e.depth, u.depth AS kept_depth, e.paths,
        (SELECT count(*) FROM network_tree n WHERE n.descendant_id = u.id)::int AS kept_paths
      FROM users u JOIN expected e ON e.id = u.id
      WHERE (e.direct, e.network, e.depth, e.paths) IS DISTINCT FROM
        (u.direct_users_count, u.network_size, u.depth, (SELECT count(*) FROM network_tree n WHERE n.descendant_id = u.id)::int)`),
  );
}

async function treeSnapshot(db: DbOrTx) {
  return rowsOf(
    await db.execute(sql`
      SELECT (SELECT json_agg(json_build_array(ancestor_id, depth, descendant_id) ORDER BY ancestor_id, depth, descendant_id) FROM network_tree) AS tree,
        (SELECT json_agg(json_build_array(id, direct_users_count, network_size, depth) ORDER BY id) FROM users) AS counters`),
  )[0];
}

describe('network counters and tree maintenance', () => {
  let t: TestApp;
  let root: Member, a: Member, b: Member;
  let n = 0;
  const register = (sponsor: string) => {
    n += 1;
    return t.client().post(REGISTER, personPayload({ SponsorUsername: sponsor, Username: `novo${n}`, Email: `novo${n}@clube.test` }));
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    root = await member(db, 'raiz', null);
    a = await member(db, 'nivel.a', root);
    b = await member(db, 'nivel.b', a);
  });
  afterAll(() => t.close());

  it("keeps the counters of seeded members; store clients are no one's network", async () => {
    await member(t.database.db, 'cliente.b', b, { type: UserType.UserStore });
    expect(await counters(t.database.db, root.id)).toEqual({ direct: 1, network: 2, depth: 0 });
    expect(await counters(t.database.db, a.id)).toEqual({ direct: 1, network: 1, depth: 1 });
    expect(await counters(t.database.db, b.id)).toEqual({ direct: 0, network: 0, depth: 2 });
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('registration puts the member in the tree and bumps the sponsor and every ancestor', async () => {
    const res = await register('nivel.b');
    expect(res.statusCode).toBe(200);
    const id = res.json().Data.Id as number;
    expect(await counters(t.database.db, b.id)).toEqual({ direct: 1, network: 1, depth: 2 });
    expect(await counters(t.database.db, a.id)).toEqual({ direct: 1, network: 2, depth: 1 });
    expect(await counters(t.database.db, root.id)).toEqual({ direct: 1, network: 3, depth: 0 });
    expect(await counters(t.database.db, id)).toEqual({ direct: 0, network: 0, depth: 3 });
    const paths = rowsOf<{ ancestor_id: number; depth: number }>(
      await t.database.db.execute(sql`SELECT ancestor_id, depth FROM network_tree WHERE descendant_id = ${id} ORDER BY depth`),
    );
    expect(paths.map((p) => [Number(p.ancestor_id), Number(p.depth)])).toEqual([
      [id, 0],
      [b.id, 1],
      [a.id, 2],
      [root.id, 3],
    ]);
  });

  it('a refused registration changes no counter', async () => {
    const before = await treeSnapshot(t.database.db);
    const dup = await t.client().post(REGISTER, personPayload({ SponsorUsername: 'nivel.b', Username: 'novo1', Email: 'outro@clube.test' }));
    expect(dup.statusCode).toBe(409);
    expect(await treeSnapshot(t.database.db)).toEqual(before);
  });

  it('concurrent registrations under one sponsor, and under sponsors sharing ancestors, all count', async () => {
    const before = { b: await counters(t.database.db, b.id), a: await counters(t.database.db, a.id), root: await counters(t.database.db, root.id) };
    const twins = await Promise.all([register('nivel.b'), register('nivel.b')]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await counters(t.database.db, b.id)).toEqual({ ...before.b, direct: before.b.direct + 2, network: before.b.network + 2 });
    // Six more at once under b, a and the root: every shared ancestor counts each of them.
    const many = await Promise.all(['nivel.b', 'nivel.a', 'raiz', 'nivel.b', 'nivel.a', 'raiz'].map(register));
    expect(many.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counters(t.database.db, root.id)).toEqual({ direct: before.root.direct + 2, network: before.root.network + 8, depth: 0 });
    expect(await counters(t.database.db, a.id)).toEqual({ direct: before.a.direct + 2, network: before.a.network + 6, depth: 1 });
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('the migration backfill lays out the same tree and counters for existing users', async () => {
    const db = t.database.db;
    const c1 = await children(db, b, 'extra.', 3);
    await children(db, c1[0]!, 'extra.neto.', 2);
    const before = await treeSnapshot(db);
    await db.execute(sql`DELETE FROM network_tree`);
    await db.execute(sql`UPDATE users SET direct_users_count = 0, network_size = 0, depth = 0`);
    const file = fileURLToPath(new URL('../../db/migrations/0005_network_tree_backfill.sql', import.meta.url));
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await treeSnapshot(db)).toEqual(before);
    expect(await counterMismatches(db)).toEqual([]);
  });
});
