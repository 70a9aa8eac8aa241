import type { z } from 'zod';
import { hasPermission, messages, paginationResponse, Permission, UserType } from '@clube/contract';
import {
  NETWORK_CHILDS_CAP,
  NETWORK_PAGE_SIZE,
  NETWORK_TREE_MAX_NODES,
  type GetAllNetworkUsersQuery,
  type GetNetworkChildsRequest,
  type GetNetworkRequest,
  type NetworkLevel,
  type NetworkListRequest,
  type NetworkTreeNode,
} from '@clube/contract/network';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import * as repo from './network.repository';
import { toIndicationUser, toNetworkUser, toSecondaryAccount, toTreeUser } from './network.mapper';

type TreeInput = z.output<typeof GetNetworkRequest>;
type ChildsInput = z.output<typeof GetNetworkChildsRequest>;
type LevelInput = z.output<typeof GetAllNetworkUsersQuery>;
type ListInput = z.output<typeof NetworkListRequest>;

/**
 * Registration's part: puts a new user in the sponsor tree and bumps the counters, in the
 * caller's transaction. Store clients (type 3) are no one's network and are left out.
 */
export async function joinNetwork(db: DbOrTx, user: { id: number; sponsorId: number | null; type: number }) {
  if (user.type === UserType.UserStore) return;
  await repo.insertIntoTree(db, user.id, user.sponsorId);
}

async function assertInDownline(db: DbOrTx, viewerId: number, targetId: number) {
  if (!(await repo.isInDownline(db, viewerId, targetId))) throw forbidden(messages.networkOutsideDownline);
}

const pageOf = (p: { Page: number; RowsPerPage: number }) => {
  const rows = Math.min(p.RowsPerPage, NETWORK_PAGE_SIZE);
  return { page: p.Page, rows, offset: (p.Page - 1) * rows };
};

/** The tree below a member of the viewer's downline (or the viewer), as nested nodes. */
export async function getNetwork(db: DbOrTx, viewerId: number, input: TreeInput): Promise<NetworkTreeNode> {
  const rows = await repo.treeRows(db, viewerId, input.UserId, input.Levels, NETWORK_CHILDS_CAP, NETWORK_TREE_MAX_NODES);
  const nodes = new Map<number, NetworkTreeNode>();
  for (const r of rows) nodes.set(Number(r.id), { User: toTreeUser(r), ChildsTotal: Number(r.direct_users_count), Childs: [] });
  // Children in id order (registration order), as the tree's index returns them.
  const ordered = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
  for (const r of ordered) {
    if (r.parent_id != null) nodes.get(Number(r.parent_id))?.Childs.push(nodes.get(Number(r.id))!);
  }
  const root = nodes.get(input.UserId);
  if (!root) throw forbidden(messages.networkOutsideDownline);
  return root;
}

/** "Load more" of the tree: one page of a node's direct partners, as childless nodes. */
export async function getNetworkChilds(db: DbOrTx, viewerId: number, input: ChildsInput) {
  await assertInDownline(db, viewerId, input.UserId);
  const { page, rows, offset } = pageOf(input.PaginationSettings);
  const [list, total] = await Promise.all([repo.descendantsAt(db, input.UserId, 1, rows, offset), repo.directUsersCount(db, input.UserId)]);
  const data: NetworkTreeNode[] = list.map((r) => ({ User: toTreeUser(r), ChildsTotal: Number(r.direct_users_count), Childs: [] }));
  return { data, pagination: paginationResponse(page, rows, total) };
}

/** One page of the viewer's members at one level below him. */
export async function getLevel(db: DbOrTx, viewerId: number, query: LevelInput) {
  const { page, rows, offset } = pageOf({ Page: query.Page, RowsPerPage: query.RowsPerPage });
  const [list, total] = await Promise.all([repo.descendantsAt(db, viewerId, query.Level, rows, offset), repo.countDescendantsAt(db, viewerId, query.Level)]);
  const data: NetworkLevel = { Level: query.Level, Users: list.map(toNetworkUser) };
  return { data, pagination: paginationResponse(page, rows, total) };
}

/** Indications (type 2) need INDICACOES; store clients (type 3) need CLIENTES_LOJA (the contract admits only these two). */
export async function listIndications(db: DbOrTx, viewer: AuthUser, input: ListInput) {
  const needed = input.UserType === UserType.UserStore ? Permission.CLIENTES_LOJA : Permission.INDICACOES;
  if (!hasPermission(viewer.rolesIds, needed)) throw forbidden();
  const { page, rows, offset } = pageOf(input.PaginationSettings);
  const { rows: list, total } = await repo.sponsoredUsers(db, {
    sponsorId: viewer.id,
    type: input.UserType,
    usernamePrefix: input.Filters?.Username || undefined,
    status: input.UserStatus ?? undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rows,
    offset,
  });
  return { data: list.map(toIndicationUser), pagination: paginationResponse(page, rows, total) };
}

/**
 * The viewer's other accounts of his CPF/CNPJ that are linked to his: only once the primary
 * confirmed the link; a pending or refused one shows on neither side (docs/accounts.md#linked-accounts).
 */
export async function listSecondaryAccounts(db: DbOrTx, viewerId: number, input: ListInput) {
  const { page, rows, offset } = pageOf(input.PaginationSettings);
  const descending = input.PaginationFilter?.OrderByDescending ?? false;
  const { rows: list, total, primaryId } = await repo.linkedAccounts(db, viewerId, descending, rows, offset);
  return { data: list.map((u) => toSecondaryAccount(u, primaryId)), pagination: paginationResponse(page, rows, total) };
}

/** Levels of the sponsor chain a console page shows; a deeper chain says how deep it goes. */
export const UPLINE_MAX_LEVELS = 100;

/**
 * Where a user sits in the network (the console's member page, docs/admin.md#members): his sponsor,
 * the chain above him from the top down (Level = levels above him), and his counters.
 */
export async function networkPositionOf(db: DbOrTx, userId: number) {
  const [upline, counters] = await Promise.all([repo.uplineOf(db, userId, UPLINE_MAX_LEVELS), repo.networkCountersOf(db, userId)]);
  return {
    sponsor: upline[0] ?? null,
    upline: [...upline].reverse(),
    uplineDepth: Math.max(upline.length, counters?.depth ?? 0),
    directUsersCount: counters?.directUsersCount ?? 0,
    networkSize: counters?.networkSize ?? 0,
  };
}
