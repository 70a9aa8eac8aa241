import type { z } from 'zod';
import { messages, paginationResponse, reaisToCents } from '@clube/contract';
import { TRANSFERS_PAGE_SIZE, type CreatedTransfer, type CreateNewUserTransferRequest, type GetAllUsersTransfersRequest } from '@clube/contract/transfers';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';
import { toTransferDto } from './transfers.mapper';
import * as repo from './transfers.repository';

type CreateInput = z.output<typeof CreateNewUserTransferRequest>;
type ListInput = z.output<typeof GetAllUsersTransfersRequest>;

/** Scoped to the sender: another member's key can never collide with his. */
const ledgerKey = (senderId: number, clientKey: string | undefined) => `transfer:${senderId}:${clientKey ?? randomToken()}`;

/**
 * Moves balance at once from the caller to another member (docs/club.md#transfers): one ledger
 * transaction (sender -v, recipient +v, category 7; 10 when a secondary account sends to its
 * primary) and the transfers row, written by ONE statement (`repo.postTransfer`: look-ups, rules,
 * posting and row; atomic without BEGIN/COMMIT). The same client key moves money once: a retry
 * answers the first transfer. Round trips: that statement (docs/performance.md).
 */
export async function createTransfer(db: Db, sender: AuthUser, input: CreateInput, clientKey: string | undefined): Promise<CreatedTransfer> {
  if (input.ToUserId === sender.id) throw badRequest(messages.transferToSelf);
  const valueCents = reaisToCents(input.Value);
  const { context, result, created } = await repo.postTransfer(db, {
    senderId: sender.id,
    recipientId: input.ToUserId,
    valueCents,
    walletType: input.WalletType,
    key: ledgerKey(sender.id, clientKey),
    insufficientMessage: messages.transferInsufficient,
  });
  if (!context) throw notFound(messages.userNotFound);
  if (context.earlier_id !== null) return replay((await repo.findView(db, Number(context.earlier_id)))!, sender.id, input.ToUserId, valueCents);
  if (context.refusal === 'recipient_not_found') throw notFound(messages.transferRecipientNotFound);
  if (context.refusal === 'recipient_blocked') throw unprocessable(messages.transferRecipientBlocked);
  if (!result) throw new Error('transfer: the look-ups accepted it and the ledger answered nothing');
  if (!result.applied || !created) {
    // A concurrent request with the same key committed first: answer its transfer.
    const first = await repo.findViewByTransaction(db, sender.id, result.transactionId);
    if (!first) throw conflict(messages.transferKeyReused);
    return replay(first, sender.id, input.ToUserId, valueCents);
  }
  const transfer: repo.TransferRow = {
    id: created.id,
    fromUserId: sender.id,
    toUserId: context.recipient_id!,
    valueCents,
    walletType: input.WalletType,
    status: created.status,
    category: context.category,
    transactionId: result.transactionId,
    createdAt: created.createdAt,
  };
  const view = {
    transfer,
    from: { name: context.sender_name, username: context.sender_username },
    to: { name: context.recipient_name!, username: context.recipient_username! },
  };
  return withWallet(view, sender.id);
}

function withWallet(view: repo.TransferView, viewerId: number): CreatedTransfer {
  return { ...toTransferDto(view, viewerId), WalletType: view.transfer.walletType };
}

/** A key names one transfer: the same key with another recipient or value is refused. */
function replay(view: repo.TransferView, senderId: number, toUserId: number, valueCents: number): CreatedTransfer {
  const t = view.transfer;
  if (t.fromUserId !== senderId || t.toUserId !== toUserId || t.valueCents !== valueCents) throw conflict(messages.transferKeyReused);
  return withWallet(view, senderId);
}

export async function listOfUser(db: DbOrTx, userId: number, input: ListInput) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, TRANSFERS_PAGE_SIZE);
  const { rows, total } = await repo.searchOfUser(db, { userId, limit: rowsPerPage, offset: (page - 1) * rowsPerPage });
  return { data: rows.map((r) => toTransferDto(r, userId)), pagination: paginationResponse(page, rowsPerPage, total) };
}
