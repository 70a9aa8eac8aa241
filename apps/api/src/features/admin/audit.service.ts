import type { z } from 'zod';
import { paginationResponse } from '@clube/contract';
import type { AuditRow, GetAllAuditRowsRequest } from '@clube/contract/admin';
import type { DbOrTx } from '../../db/client';
import * as repo from './audit.repository';

/** A record's timeline is short; the newest rows are what an operator looks for. */
const TIMELINE_LIMIT = 200;

type Row = Awaited<ReturnType<typeof repo.timelineOf>>[number];

const toDto = (r: Row): AuditRow => ({
  Id: r.id,
  CreatedOn: r.createdAt.toISOString(),
  ActorId: r.actorId,
  ActorUsername: r.actorUsername ?? null,
  Action: r.action,
  Target: r.target,
  Before: r.before ?? null,
  After: r.after ?? null,
  Data: r.data ?? null,
  Reason: r.reason,
  Ip: r.ip,
});

export async function timeline(db: DbOrTx, target: string): Promise<AuditRow[]> {
  return (await repo.timelineOf(db, target, TIMELINE_LIMIT)).map(toDto);
}

export async function listAll(db: DbOrTx, input: z.output<typeof GetAllAuditRowsRequest>) {
  const { Page, RowsPerPage } = input.PaginationSettings;
  const f = input.Filters ?? {};
  const { rows, total } = await repo.search(
    db,
    { action: f.Action || undefined, actorUsername: f.ActorUsername || undefined, target: f.Target || undefined },
    RowsPerPage,
    (Page - 1) * RowsPerPage,
  );
  return { data: rows.map(toDto), pagination: paginationResponse(Page, RowsPerPage, total) };
}
