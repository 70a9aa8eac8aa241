import { messages } from '@clube/contract';
import {
  bpToPercent,
  percentToBp,
  SC_BONIFICATION_CENTER_KEY,
  UnilevelStatus,
  type CreateUnilevelRequest,
  type GetAllUnilevelsRequest,
  type Unilevel,
  type UpdateUnilevelRequest,
} from '@clube/contract/configurations';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { createNamed, pagedList, updateNamed, type NamedCatalog } from '../../platform/catalog-admin';
import { unprocessable } from '../../platform/errors';
import * as groups from './configuration-groups.repository';
import { readBonificationCenter } from './configuration-groups.service';
import * as repo from './unilevels.repository';

export function toUnilevelDto(r: repo.UnilevelRow): Unilevel {
  return { Id: r.id, Name: r.name, Status: r.status, Version: r.version, Levels: r.levelsBp.map(bpToPercent) };
}

/** The tables, by Id, each with its current version (docs/bonuses.md#unilevel-tables). */
export function list(db: DbOrTx, input: z.output<typeof GetAllUnilevelsRequest>) {
  return pagedList(
    input,
    (f) => repo.listUnilevels(db, f),
    (rows) => rows.map(toUnilevelDto),
  );
}

const catalog: NamedCatalog<repo.UnilevelRow, Unilevel> = {
  kind: 'unilevel',
  actions: 'unilevel',
  lockNames: repo.lockNames,
  lockRow: async (tx, id) => ((await repo.lockUnilevel(tx, id)) ? repo.findUnilevel(tx, id) : undefined),
  nameInUse: repo.nameInUse,
  audited: toUnilevelDto,
  toDto: toUnilevelDto,
  notFound: messages.unilevelNotFound,
  nameTaken: messages.unilevelNameInUse,
};

export function create(db: Db, actor: AuditActor, input: z.output<typeof CreateUnilevelRequest>): Promise<Unilevel> {
  const levelsBp = input.Levels.map(percentToBp);
  return createNamed(db, actor, catalog, input.Name, async (tx) => {
    const id = await repo.insertUnilevel(tx, input.Name, levelsBp, actor.userId);
    return (await repo.findUnilevel(tx, id))!;
  });
}

const sameLevels = (a: number[], b: number[]) => a.length === b.length && a.every((bp, i) => bp === b[i]);

/**
 * New percentages are a new version and the table's current one; the versions before stay as they
 * were, for the lines they paid. A name or status change alone keeps the version. A table the
 * bonification center names cannot be made Inativa (docs/bonuses.md#unilevel-tables).
 */
export function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateUnilevelRequest>): Promise<Unilevel> {
  const levelsBp = input.Levels.map(percentToBp);
  return updateNamed(db, actor, catalog, input.Id, input.Name, async (tx, current) => {
    const status = input.Status ?? current.status;
    if (status === UnilevelStatus.Inativa && current.status !== UnilevelStatus.Inativa) await refuseIfInUse(tx, input.Id);

    const newVersion = !sameLevels(levelsBp, current.levelsBp);
    if (!newVersion && input.Name === current.name && status === current.status) return undefined;
    const version = newVersion ? current.version + 1 : current.version;
    if (newVersion) await repo.insertVersion(tx, input.Id, version, levelsBp, actor.userId);
    await repo.updateUnilevelRow(tx, input.Id, { name: input.Name, status, currentVersion: version });
    return { after: { id: input.Id, name: input.Name, status, version, levelsBp } };
  });
}

/** Holds the bonification center's writers off until this transaction ends, then looks at its tables. */
async function refuseIfInUse(tx: DbOrTx, id: number) {
  await groups.lockGroup(tx, SC_BONIFICATION_CENTER_KEY);
  const center = readBonificationCenter(await groups.groupValue(tx, SC_BONIFICATION_CENTER_KEY));
  if ([center.AdhesionUnilevelId, center.MonthlyPaymentUnilevelId, center.PlanChangeUnilevelId, center.ProductsUnilevelId].includes(id)) {
    throw unprocessable(messages.unilevelInUse);
  }
}

/** For the bonus engine: a table's current version, undefined for an unknown id. */
export async function currentUnilevel(db: DbOrTx, tableId: number): Promise<{ id: number; version: number; levelsBp: number[]; status: number } | undefined> {
  const row = await repo.findUnilevel(db, tableId);
  return row && { id: row.id, version: row.version, levelsBp: row.levelsBp, status: row.status };
}

/** For the bonus engine and the statement: one version of a table, as it was written. */
export async function unilevelVersion(db: DbOrTx, tableId: number, version: number): Promise<{ id: number; version: number; levelsBp: number[] } | undefined> {
  const row = await repo.findVersion(db, tableId, version);
  return row && { id: row.tableId, version: row.version, levelsBp: row.levelsBp };
}
