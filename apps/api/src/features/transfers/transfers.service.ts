import type { z } from 'zod';
import { EarningCategory, UserStatus, UserType, messages, paginationResponse, reaisToCents } from '@clube/contract';
import { TRANSFERS_PAGE_SIZE, type CreatedTransfer, type CreateNewUserTransferRequest, type GetAllUsersTransfersRequest } from '@clube/contract/transfers';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';
import { post } from '../ledger';
import { toTransferDto } from './transfers.mapper';
import * as repo from './transfers.repository';

type CreateInput = z.output<typeof CreateNewUserTransferRequest>;
type ListInput = z.output<typeof GetAllUsersTransfersRequest>;

/** Scoped to the sender: another member's key can never collide with his. */
const ledgerKey = (senderId: number, clientKey: string | undefined) => `transfer:${senderId}:${clientKey ?? randomToken()}`;

/**
 * Moves balance at once from the caller to another member (docs/club.md#transfers): one ledger
 * transaction (sender -v, recipient +v, category 7; 10 when a secondary account sends to its
 * primary) and the transfers row commit together. The same client key moves money once: a retry
 * answers the first transfer. Round trips: one lookup, one ledger post, one insert (plus BEGIN
 * and COMMIT); see docs/performance.md.
 */
export async function createTransfer(db: Db, sender: AuthUser, input: CreateInput, clientKey: string | undefined): Promise<CreatedTransfer> {
  if (input.ToUserId === sender.id) throw badRequest(messages.transferToSelf);
  const valueCents = reaisToCents(input.Value);
  const key = ledgerKey(sender.id, clientKey);

  return db.transaction(async (tx) => {
    const context = await repo.findTransferContext(tx, { senderId: sender.id, recipientId: input.ToUserId, key: clientKey ? key : null });
    if (!context) throw notFound(messages.userNotFound);
    if (context.earlierTransferId !== undefined) return replay((await repo.findView(tx, context.earlierTransferId))!, sender.id, input.ToUserId, valueCents);

    const { recipient } = context;
    if (!recipient || recipient.type !== UserType.User) throw notFound(messages.transferRecipientNotFound);
    if (recipient.status === UserStatus.Bloqueado) throw unprocessable(messages.transferRecipientBlocked);
    const toOwnPrimary = recipient.regionalId !== null && context.sender.regionalId === recipient.regionalId && context.primaryOfRecipientId === recipient.id;
    const category = toOwnPrimary ? EarningCategory.SecondaryToPrimary : EarningCategory.Transferencia;

    const posted = await post(tx, {
      kind: 'transfer',
      idempotencyKey: key,
      description: `Transferência de ${sender.username} para ${recipient.username}`,
      insufficientMessage: messages.transferInsufficient,
      legs: [
        { member: sender.id, walletType: input.WalletType, amountCents: -valueCents, category, description: `Transferência para ${recipient.name} (${recipient.username})` },
        { member: recipient.id, walletType: input.WalletType, amountCents: valueCents, category, description: `Transferência de ${sender.username}` },
      ],
    });
    if (!posted.applied) {
      // A concurrent request with the same key committed first: answer its transfer.
      const first = await repo.findViewByTransaction(tx, posted.transactionId);
      if (!first) throw conflict(messages.transferKeyReused);
      return replay(first, sender.id, input.ToUserId, valueCents);
    }
    const row = await repo.insertTransfer(tx, {
      fromUserId: sender.id,
      toUserId: recipient.id,
      valueCents,
      walletType: input.WalletType,
      category,
      transactionId: posted.transactionId,
    });
    const view = { transfer: row, from: { name: context.sender.name, username: sender.username }, to: { name: recipient.name, username: recipient.username } };
    return withWallet(view, sender.id);
  });
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
