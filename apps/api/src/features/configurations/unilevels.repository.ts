import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nameStatusWhere, nameTaken, type NameStatusFilter } from '../../db/named-rows';
import { unilevelTables, unilevelTableVersions } from '../../db/schema';

/** A table with its current version's percentages (basis points, level 1 first). */
export interface UnilevelRow {
  id: number;
  name: string;
  status: number;
  version: number;
  levelsBp: number[];
}

const currentColumns = {
  id: unilevelTables.id,
  name: unilevelTables.name,
  status: unilevelTables.status,
  version: unilevelTables.currentVersion,
  levelsBp: unilevelTableVersions.levelsBp,
};

const withCurrentVersion = (db: DbOrTx) =>
  db
    .select(currentColumns)
    .from(unilevelTables)
    .innerJoin(
      unilevelTableVersions,
      and(eq(unilevelTableVersions.tableId, unilevelTables.id), eq(unilevelTableVersions.version, unilevelTables.currentVersion)),
    );

export async function findUnilevel(db: DbOrTx, id: number): Promise<UnilevelRow | undefined> {
  const [row] = await withCurrentVersion(db).where(eq(unilevelTables.id, id)).limit(1);
  return row;
}

/** Locks the table's row for the rest of the transaction: its writers take turns. */
export async function lockUnilevel(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: unilevelTables.id }).from(unilevelTables).where(eq(unilevelTables.id, id)).for('update');
  return !!row;
}

export async function findVersion(db: DbOrTx, tableId: number, version: number) {
  const [row] = await db
    .select({ tableId: unilevelTableVersions.tableId, version: unilevelTableVersions.version, levelsBp: unilevelTableVersions.levelsBp })
    .from(unilevelTableVersions)
    .where(and(eq(unilevelTableVersions.tableId, tableId), eq(unilevelTableVersions.version, version)))
    .limit(1);
  return row;
}

export async function listUnilevels(db: DbOrTx, f: NameStatusFilter): Promise<{ rows: UnilevelRow[]; total: number }> {
  const where = nameStatusWhere(unilevelTables, f);
  const [rows, [totals]] = await Promise.all([
    withCurrentVersion(db).where(where).orderBy(asc(unilevelTables.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(unilevelTables).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** Another table already named so, any case (names are what operators choose tables by). */
export async function nameInUse(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, unilevelTables, name, exceptId);
}

/** Of `ids`, those naming no table or an Inativa one. */
export async function unusableUnilevelIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const active = await db
    .select({ id: unilevelTables.id })
    .from(unilevelTables)
    .where(and(inArray(unilevelTables.id, ids), eq(unilevelTables.status, 1)));
  const ok = new Set(active.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

export async function insertUnilevel(db: DbOrTx, name: string, levelsBp: number[], createdBy: number): Promise<number> {
  const [row] = await db.insert(unilevelTables).values({ name, status: 1, currentVersion: 1 }).returning({ id: unilevelTables.id });
  await db.insert(unilevelTableVersions).values({ tableId: row!.id, version: 1, levelsBp, createdBy });
  return row!.id;
}

export async function insertVersion(db: DbOrTx, tableId: number, version: number, levelsBp: number[], createdBy: number) {
  await db.insert(unilevelTableVersions).values({ tableId, version, levelsBp, createdBy });
}

export async function updateUnilevelRow(db: DbOrTx, id: number, set: { name: string; status: number; currentVersion: number }) {
  await db.update(unilevelTables).set(set).where(eq(unilevelTables.id, id));
}

/** Creators and renamers take turns, so that two tables never end up with one name. */
export async function lockNames(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('configurations:unilevel-names', 0))`);
}
