import { capPageSize, OfferStatus, offerStatusInfo, paginationResponse } from '@clube/contract';
import type { Db, DbOrTx } from '../db/client';
import type { NameStatusFilter } from '../db/named-rows';
import { auditTarget, writeAudit, type AuditActor } from './audit';
import { conflict, notFound } from './errors';

/**
 * The life the console's offers share (plans, subscriptions, ranks, funds, unilevel tables:
 * docs/admin.md#offers): a paged list by status and name, names unique ignoring case (409), and
 * one audit row per change in the change's transaction. Each feature keeps its own rules in the
 * callbacks it hands in.
 */
export interface NamedCatalog<Row extends { id: number }, Dto> {
  /** The audit target's kind ('plan' -> `plan:2`) and the actions' prefix ('plans' -> `plans.create`). */
  kind: string;
  actions: string;
  /** Creators and renamers take turns (a lock held until the transaction ends). */
  lockNames(tx: DbOrTx): Promise<void>;
  /** The record, its row locked for the rest of the transaction; undefined for an unknown id. */
  lockRow(tx: DbOrTx, id: number): Promise<Row | undefined>;
  /** Another record already named so, any case. */
  nameInUse(tx: DbOrTx, name: string, exceptId?: number): Promise<boolean>;
  /** What the audit row keeps of a record, before and after. */
  audited(row: Row): unknown;
  toDto(row: Row): Dto;
  notFound: string;
  nameTaken: string;
}

/** An offer's Status with its label and colour (an unknown one shows as its number). */
export function offerStatusOf(status: number) {
  const info = offerStatusInfo[status] ?? { label: String(status), color: 'gray' };
  return { Status: status, StatusFormatted: info.label, StatusColor: info.color };
}

/** Whether any of `values` differs from the record's field of the same name. */
export const differs = <V extends object>(values: V, row: Record<keyof V, unknown>) =>
  (Object.keys(values) as Array<keyof V>).some((k) => values[k] !== row[k]);

interface ListInput {
  PaginationSettings: { Page: number; RowsPerPage: number };
  Status?: number | null;
  Name?: string | null;
}

/** A console list's page: the filters as the repository takes them, the rows as the wire shows them. */
export async function pagedList<Row, Dto>(
  input: ListInput,
  fetch: (f: NameStatusFilter) => Promise<{ rows: Row[]; total: number }>,
  toDtos: (rows: Row[]) => Dto[] | Promise<Dto[]>,
) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = capPageSize(input.PaginationSettings.RowsPerPage);
  const { rows, total } = await fetch({
    status: input.Status ?? undefined,
    nameContains: input.Name || undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: await toDtos(rows), pagination: paginationResponse(page, rowsPerPage, total) };
}

/** A new record under a free name; `insert` may refuse more (409/422) before it writes. */
export function createNamed<Row extends { id: number }, Dto>(
  db: Db,
  actor: AuditActor,
  c: NamedCatalog<Row, Dto>,
  name: string,
  insert: (tx: DbOrTx) => Promise<Row>,
): Promise<Dto> {
  return db.transaction(async (tx) => {
    await c.lockNames(tx);
    if (await c.nameInUse(tx, name)) throw conflict(c.nameTaken);
    const created = await insert(tx);
    await writeAudit(tx, actor, { action: `${c.actions}.create`, target: auditTarget(c.kind, created.id), after: c.audited(created) });
    return c.toDto(created);
  });
}

/** What an update wrote: the record after it, and anything else the audit row keeps. */
export interface Changed<Row> {
  after: Row;
  data?: unknown;
}

/**
 * An edit of an existing record under a free name. `change` applies the feature's rules and writes,
 * or answers undefined when nothing changes: then nothing is written, not even the audit row.
 */
export function updateNamed<Row extends { id: number }, Dto>(
  db: Db,
  actor: AuditActor,
  c: NamedCatalog<Row, Dto>,
  id: number,
  name: string,
  change: (tx: DbOrTx, current: Row) => Promise<Changed<Row> | undefined>,
): Promise<Dto> {
  return db.transaction(async (tx) => {
    await c.lockNames(tx);
    const current = await c.lockRow(tx, id);
    if (!current) throw notFound(c.notFound);
    if (await c.nameInUse(tx, name, id)) throw conflict(c.nameTaken);
    const changed = await change(tx, current);
    if (!changed) return c.toDto(current);
    await writeAudit(tx, actor, {
      action: `${c.actions}.update`,
      target: auditTarget(c.kind, id),
      before: c.audited(current),
      after: c.audited(changed.after),
      data: changed.data,
    });
    return c.toDto(changed.after);
  });
}

export interface StatusChange<Row> {
  alreadyActive: string;
  alreadyInactive: string;
  /** Whether (de)activations take the names lock too: where a rule looks at the other records. */
  lockNames?: boolean;
  /** The feature's own refusal of this change, if any. */
  guard?: (tx: DbOrTx, current: Row, status: OfferStatus) => Promise<void>;
  write: (tx: DbOrTx, id: number, status: OfferStatus) => Promise<Row>;
}

/** Ativo <-> Inativo; asking for the status a record already has is a 409. */
export function setActiveStatus<Row extends { id: number; status: number }, Dto>(
  db: Db,
  actor: AuditActor,
  c: NamedCatalog<Row, Dto>,
  id: number,
  status: OfferStatus,
  s: StatusChange<Row>,
): Promise<Dto> {
  return db.transaction(async (tx) => {
    if (s.lockNames) await c.lockNames(tx);
    const current = await c.lockRow(tx, id);
    if (!current) throw notFound(c.notFound);
    if (current.status === status) throw conflict(status === OfferStatus.Ativo ? s.alreadyActive : s.alreadyInactive);
    await s.guard?.(tx, current, status);
    const updated = await s.write(tx, id, status);
    const action = `${c.actions}.${status === OfferStatus.Ativo ? 'reactivate' : 'deactivate'}`;
    await writeAudit(tx, actor, { action, target: auditTarget(c.kind, id), before: c.audited(current), after: c.audited(updated) });
    return c.toDto(updated);
  });
}
