import type { AuthUserData } from '@clube/contract/accounts';
import type { User } from '@clube/contract/entities';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { messages } from '@clube/contract';
import { loadAuthUserData, loadUserWithRelations } from './accounts.repository';
import { toAddressDto, toInvoiceDto, toPlanDto, toUserDto } from './auth-user.mapper';

/** The wire User of one account (also used by the profile after an update). */
export async function getUserDto(db: DbOrTx, userId: number): Promise<User> {
  const row = await loadUserWithRelations(db, userId);
  if (!row) throw notFound(messages.userNotFound);
  return toUserDto(row);
}

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The dashboard's data in one round trip (see loadAuthUserData); the wire shape of the spec. */
export async function getAuthUserData(db: Db, userId: number): Promise<AuthUserData> {
  const data = await loadAuthUserData(db, userId);
  if (!data) throw notFound(messages.userNotFound);
  const { user } = data;
  return {
    User: toUserDto({
      ...data,
      user: { ...user, lastAccessOn: dateOrNull(user.lastAccessOn), activatedOn: dateOrNull(user.activatedOn), createdAt: new Date(user.createdAt) },
    }),
    ActivePlan: data.plan ? toPlanDto(data.plan) : null,
    Adresses: data.addresses.map((a) => ({ AddressId: a.id, Address: toAddressDto(a) })),
    PendingInvoices: data.pendingInvoices.map(toInvoiceDto),
  };
}
