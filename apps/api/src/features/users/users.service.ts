import type { z } from 'zod';
import { UserType, messages, paginationResponse } from '@clube/contract';
import { USERS_PAGE_SIZE, type GetAllUsersRequest, type UserSummary } from '@clube/contract/users';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { inLinkedGroup } from '../network';
import * as repo from './users.repository';

type ListInput = z.output<typeof GetAllUsersRequest>;

const toSummary = (r: { id: number; name: string; username: string }): UserSummary => ({ Id: r.id, Name: r.name, Username: r.username });

export const countMembers = (db: DbOrTx) => repo.countMembers(db);

/**
 * Members found by username prefix for the caller (never himself). Pages hold at most 50 rows so
 * that the member list cannot be pulled in a few calls.
 */
export async function listMembers(db: DbOrTx, callerId: number, input: ListInput) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, USERS_PAGE_SIZE);
  const empty = { data: [] as UserSummary[], pagination: paginationResponse(page, rowsPerPage, 0) };
  if (input.UserType != null && input.UserType !== UserType.User) return empty;

  const { rows, total } = await repo.searchMembers(db, {
    usernamePrefix: input.Filters?.Username || undefined,
    status: input.UserStatus ?? undefined,
    excludeUserId: callerId,
    // His linked accounts only, never every holder of his CPF (docs/accounts.md#linked-accounts).
    linkedTo: input.SecondaryAccount ? inLinkedGroup(callerId) : undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toSummary), pagination: paginationResponse(page, rowsPerPage, total) };
}

/** Any member but a blocked one, as getAllUsers lists them (docs/api-wire.md). */
export async function memberByUsername(db: DbOrTx, username: string): Promise<UserSummary> {
  const row = await repo.findVisibleMemberByUsername(db, username);
  if (!row) throw notFound(messages.userNotFound);
  return toSummary(row);
}
