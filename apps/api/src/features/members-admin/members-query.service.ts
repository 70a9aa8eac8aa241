import type { z } from 'zod';
import { centsToReais, messages, paginationResponse } from '@clube/contract';
import type { AdminMemberDetail, AdminMembersRequest } from '@clube/contract/admin';
import type { GetAllEarningsRequest } from '@clube/contract/current-account';
import { GetAllInvoicesRequest } from '@clube/contract/invoices';
import { NetworkListRequest } from '@clube/contract/network';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { listEarnings } from '../current-account';
import { listInvoicesOfUser, toInvoiceDto } from '../invoices';
import { memberBalanceCents } from '../ledger';
import { listSecondaryAccounts, networkPositionOf } from '../network';
import { toMemberRow, toProfile } from './members.mapper';
import * as repo from './members.repository';

/** Invoices the member page shows at once; the member's own list pages the rest. */
const LAST_INVOICES = 20;

export async function listMembers(db: DbOrTx, input: z.output<typeof AdminMembersRequest>) {
  const { Page: page, RowsPerPage: rows } = input.PaginationSettings;
  const f = input.Filters ?? {};
  const { rows: found, total } = await repo.searchMembers(db, {
    search: f.Search || undefined,
    status: f.Status ?? undefined,
    type: f.Type ?? undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rows,
    offset: (page - 1) * rows,
  });
  return { data: found.map(toMemberRow), pagination: paginationResponse(page, rows, total) };
}

/** The member (or store client) a console call is about; an administrator or an unknown id is 404. */
export async function memberOr404(db: DbOrTx, id: number, lock = false) {
  const row = await repo.findMember(db, id, lock);
  if (!row) throw notFound(messages.userNotFound);
  return row;
}

export async function memberProfile(db: DbOrTx, id: number) {
  const row = await memberOr404(db, id);
  return toProfile(row, await repo.countLiveSessions(db, id));
}

/** Everything the console's member page shows, each part read by the feature that owns it. */
export async function memberDetail(db: DbOrTx, id: number): Promise<AdminMemberDetail> {
  const row = await memberOr404(db, id);
  const [sessionsCount, network, plan, pending, invoices, balanceCents, secondary] = await Promise.all([
    repo.countLiveSessions(db, id),
    networkPositionOf(db, id),
    row.planId != null ? repo.planName(db, row.planId) : undefined,
    repo.pendingPlanChange(db, id),
    listInvoicesOfUser(db, id, GetAllInvoicesRequest.parse({ PaginationSettings: { Page: 1, RowsPerPage: LAST_INVOICES } })),
    memberBalanceCents(db, id),
    listSecondaryAccounts(db, id, NetworkListRequest.parse({})),
  ]);
  const ref = (u: { id: number; name: string; username: string }) => ({ Id: u.id, Name: u.name, Username: u.username });
  return {
    Profile: toProfile(row, sessionsCount),
    Network: {
      Sponsor: network.sponsor ? ref(network.sponsor) : null,
      Upline: network.upline.map((u) => ({ ...ref(u), Level: u.level })),
      UplineDepth: network.uplineDepth,
      DirectUsersCount: network.directUsersCount,
      NetworkSize: network.networkSize,
    },
    Plan: {
      Current: plan ? { Id: plan.id, Name: plan.name } : null,
      StartedOn: row.planStartedAt ? row.planStartedAt.toISOString() : null,
      PendingChange: pending ? { PlanId: pending.planId, PlanName: pending.planName, Invoice: toInvoiceDto(pending.invoice) } : null,
    },
    LastInvoices: invoices.data,
    Balance: centsToReais(balanceCents),
    SecondaryAccounts: secondary.data,
  };
}

/** The member's current-account entries, as his own 'Conta Corrente' pages them. */
export async function memberEarnings(db: DbOrTx, id: number, input: z.output<typeof GetAllEarningsRequest>) {
  await memberOr404(db, id);
  return listEarnings(db, id, input);
}
