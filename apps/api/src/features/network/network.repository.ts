import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { inLinkedGroup, primaryIdOf } from './account-links.repository';

/** The columns the tree and the level table show, with the rank and its image's file. */
export interface NetworkUserRow {
  id: number;
  name: string;
  username: string;
  email: string;
  phone_one: string | null;
  status: number;
  direct_users_count: number;
  network_size: number;
  rank_name: string | null;
  rank_color: string | null;
  rank_file_id: number | null;
  rank_file_name: string | null;
}

const userColumns = sql`u.id, u.name, u.username, u.email, u.phone_one, u.status, u.direct_users_count, u.network_size,
  r.name AS rank_name, r.color AS rank_color, f.id::int AS rank_file_id, f.original_file_name AS rank_file_name`;
const rankJoins = sql`LEFT JOIN career_plan_ranks r ON r.id = u.career_plan_rank_id LEFT JOIN stored_files f ON f.id = r.image_file_id`;

/**
 * Puts a new member into the tree below his sponsor and counts him, in the caller's transaction:
 * one closure row per ancestor (found by walking the sponsor chain: O(depth) key lookups) plus
 * his own, then the sponsor's direct count and every ancestor's network size bumped in place
 * (`x = x + 1`, so concurrent registrations all count).
 *
 * The ancestors are locked first, in id order and in a statement of their own, so that two
 * registrations sharing ancestors queue instead of deadlocking (locking and updating in one
 * statement can deadlock when a row moved on meanwhile). NO KEY UPDATE is the lock an UPDATE of
 * non-key columns takes: it does not wait for the key-share lock that inserting another user
 * under the same sponsor holds through the foreign key.
 */
export async function insertIntoTree(db: DbOrTx, userId: number, sponsorId: number | null) {
  if (sponsorId == null) {
    await db.execute(sql`INSERT INTO network_tree (ancestor_id, depth, descendant_id) VALUES (${userId}, 0, ${userId})`);
    return;
  }
  const ancestors = rowsOf<{ ancestor_id: number }>(
    await db.execute(sql`
      WITH RECURSIVE up(id, sponsor_id, dist) AS (
        SELECT id, sponsor_id, 1 FROM users WHERE id = ${sponsorId}
        UNION ALL
        SELECT u.id, u.sponsor_id, up.dist + 1 FROM up JOIN users u ON u.id = up.sponsor_id WHERE up.dist < 100000
      )
      INSERT INTO network_tree (ancestor_id, depth, descendant_id)
      SELECT id, dist, ${userId}::int FROM up UNION ALL SELECT ${userId}::int, 0, ${userId}::int
      RETURNING ancestor_id`),
  )
    .map((r) => Number(r.ancestor_id))
    .filter((id) => id !== userId);
  if (ancestors.length === 0) return;
  const ids = sql.join(
    ancestors.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`SELECT id FROM users WHERE id IN (${ids}) ORDER BY id FOR NO KEY UPDATE`);
  await db.execute(sql`
    UPDATE users SET network_size = network_size + 1,
      direct_users_count = direct_users_count + CASE WHEN id = ${sponsorId}::int THEN 1 ELSE 0 END
    WHERE id IN (${ids})`);
  await db.execute(sql`UPDATE users SET depth = ${ancestors.length} WHERE id = ${userId}`);
}

/** The primary-key probe: is `targetId` the viewer himself or in his downline? */
const downlineProbe = (viewerId: number, targetId: number) => sql`EXISTS (SELECT 1 FROM network_tree t
  WHERE t.ancestor_id = ${viewerId} AND t.descendant_id = ${targetId}
    AND t.depth = (SELECT depth FROM users WHERE id = ${targetId}) - (SELECT depth FROM users WHERE id = ${viewerId}))`;

export async function isInDownline(db: DbOrTx, viewerId: number, targetId: number): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(await db.execute(sql`SELECT ${downlineProbe(viewerId, targetId)} AS ok`));
  return row?.ok === true;
}

export type TreeRow = NetworkUserRow & { parent_id: number | null; lvl: number };

/**
 * The tree below `rootId`, breadth first: each node's first `childsCap` children (by id) for
 * `levels` levels, stopping once `maxNodes` nodes are found (a recursive query stops as soon as
 * its reader has enough rows). Nothing when `rootId` is not the viewer or in his downline: the
 * check rides in the same round trip.
 */
export async function treeRows(db: DbOrTx, viewerId: number, rootId: number, levels: number, childsCap: number, maxNodes: number): Promise<TreeRow[]> {
  return rowsOf<TreeRow>(
    await db.execute(sql`
      WITH RECURSIVE t(id, parent_id, lvl) AS (
        SELECT ${rootId}::int, NULL::int, 0 WHERE ${downlineProbe(viewerId, rootId)}
        UNION ALL
        SELECT k.descendant_id, t.id, t.lvl + 1 FROM t CROSS JOIN LATERAL (
          SELECT n.descendant_id FROM network_tree n WHERE n.ancestor_id = t.id AND n.depth = 1
          ORDER BY n.descendant_id LIMIT ${childsCap}) k
        WHERE t.lvl < ${levels}
      ),
      picked AS (SELECT * FROM t LIMIT ${maxNodes})
      SELECT p.parent_id, p.lvl, ${userColumns}
      FROM picked p JOIN users u ON u.id = p.id ${rankJoins}`),
  );
}

/** One page of the members exactly `depth` levels below `ancestorId`, in id order. */
export async function descendantsAt(db: DbOrTx, ancestorId: number, depth: number, limit: number, offset: number): Promise<NetworkUserRow[]> {
  return rowsOf<NetworkUserRow>(
    await db.execute(sql`
      SELECT ${userColumns}
      FROM (SELECT descendant_id FROM network_tree WHERE ancestor_id = ${ancestorId} AND depth = ${depth}
            ORDER BY descendant_id LIMIT ${limit} OFFSET ${offset}) d
      JOIN users u ON u.id = d.descendant_id ${rankJoins}
      ORDER BY d.descendant_id`),
  );
}

export async function countDescendantsAt(db: DbOrTx, ancestorId: number, depth: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM network_tree WHERE ancestor_id = ${ancestorId} AND depth = ${depth}`),
  );
  return Number(row?.n ?? 0);
}

export async function directUsersCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: users.directUsersCount }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.n ?? 0;
}

/** LIKE treats % and _ as wildcards; a typed username must match literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const listColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneOne: users.phoneOne,
  status: users.status,
  createdAt: users.createdAt,
};
export type ListedUser = { id: number; name: string; username: string; email: string; phoneOne: string | null; status: number; createdAt: Date };

export interface SponsoredSearch {
  sponsorId: number;
  type: number;
  usernamePrefix?: string;
  status?: number;
  descending: boolean;
  limit: number;
  offset: number;
}

/** Users of one type whose sponsor is `sponsorId` (indications, store clients), by id. */
export async function sponsoredUsers(db: DbOrTx, s: SponsoredSearch) {
  const conditions: SQL[] = [eq(users.sponsorId, s.sponsorId), eq(users.type, s.type)];
  if (s.usernamePrefix) conditions.push(sql`lower(${users.username}) LIKE lower(${escapeLike(s.usernamePrefix)}) || '%'`);
  if (s.status !== undefined) conditions.push(eq(users.status, s.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(s.descending ? desc(users.id) : asc(users.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows as ListedUser[], total: Number(total?.n ?? 0) };
}

/**
 * The member's linked accounts but himself ('Minhas Contas': his primary and its confirmed
 * secondaries, docs/accounts.md#linked-accounts), by id; and the primary of the group.
 */
export async function linkedAccounts(db: DbOrTx, viewerId: number, descending: boolean, limit: number, offset: number) {
  const where = and(inLinkedGroup(viewerId), eq(users.type, UserType.User), ne(users.id, viewerId));
  const [rows, [total], [primary]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(descending ? desc(users.id) : asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
    db.execute(sql`SELECT ${primaryIdOf(viewerId)} AS id`).then((r) => rowsOf<{ id: number }>(r)),
  ]);
  return { rows: rows as ListedUser[], total: Number(total?.n ?? 0), primaryId: primary ? Number(primary.id) : null };
}

export interface UplineRow {
  level: number;
  id: number;
  name: string;
  username: string;
}

/**
 * The sponsor chain above a user, nearest first, at most `limit` levels: walked by primary key
 * (O(levels)), as the tree's insert does; a store client's chain starts at his store's member.
 */
export async function uplineOf(db: DbOrTx, userId: number, limit: number): Promise<UplineRow[]> {
  const rows = rowsOf<UplineRow>(
    await db.execute(sql`
      WITH RECURSIVE up(id, lvl) AS (
        SELECT sponsor_id, 1 FROM users WHERE id = ${userId} AND sponsor_id IS NOT NULL
        UNION ALL
        SELECT u.sponsor_id, up.lvl + 1 FROM up JOIN users u ON u.id = up.id WHERE u.sponsor_id IS NOT NULL AND up.lvl < ${limit}
      )
      SELECT up.lvl AS level, u.id, u.name, u.username FROM up JOIN users u ON u.id = up.id ORDER BY up.lvl`),
  );
  return rows.map((r) => ({ level: Number(r.level), id: Number(r.id), name: r.name, username: r.username }));
}

/** The counters registration maintains, and the depth below the root. */
export async function networkCountersOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ directUsersCount: users.directUsersCount, networkSize: users.networkSize, depth: users.depth })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
