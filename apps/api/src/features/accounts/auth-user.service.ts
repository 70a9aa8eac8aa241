import type { AuthUserData } from '@clube/contract/accounts';
import type { User } from '@clube/contract/entities';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { messages } from '@clube/contract';
import { findPlan, listPendingInvoices, listUserAddresses, loadUserWithRelations } from './accounts.repository';
import { toAddressDto, toInvoiceDto, toPlanDto, toUserDto } from './auth-user.mappers';

/** The wire User of one account (also used by the profile after an update). */
export async function getUserDto(db: DbOrTx, userId: number): Promise<User> {
  const row = await loadUserWithRelations(db, userId);
  if (!row) throw notFound(messages.userNotFound);
  return toUserDto(row);
}

export async function getAuthUserData(db: DbOrTx, userId: number): Promise<AuthUserData> {
  const row = await loadUserWithRelations(db, userId);
  if (!row) throw notFound(messages.userNotFound);
  const [plan, addressRows, invoiceRows] = await Promise.all([
    row.user.planId ? findPlan(db, row.user.planId) : Promise.resolve(undefined),
    listUserAddresses(db, userId),
    listPendingInvoices(db, userId),
  ]);
  return {
    User: toUserDto(row),
    ActivePlan: plan ? toPlanDto(plan) : null,
    Adresses: addressRows.map((a) => ({ AddressId: a.id, Address: toAddressDto(a) })),
    PendingInvoices: invoiceRows.map(toInvoiceDto),
  };
}
