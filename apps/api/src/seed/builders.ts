import { MEMBER_ROLE_IDS, ADMIN_ROLE_IDS, STORE_CLIENT_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../platform/passwords';
import { post, SystemAccount, ensureMemberAccountId } from '../features/ledger';
import { randomToken } from '../platform/tokens';
import { joinNetwork } from '../features/network';

export interface MemberSeed {
  username: string;
  password?: string;
  name?: string;
  email?: string;
  type?: number;
  status?: number;
  sponsorId?: number | null;
  planId?: number | null;
  regionalId?: string | null;
  personType?: number;
  phoneOne?: string;
  activatedOn?: Date | null;
  rolesIds?: number[];
  createdAt?: Date;
}

/** Inserts a user as the registration would leave him, with his current account. For seeds and tests. */
export async function insertMember(db: DbOrTx, m: MemberSeed) {
  const type = m.type ?? UserType.User;
  const [row] = await db
    .insert(users)
    .values({
      type,
      status: m.status ?? UserStatus.Ativo,
      name: m.name ?? `Sócio ${m.username}`,
      email: m.email ?? `${m.username}@clube.test`,
      username: m.username,
      passwordHash: m.password ? await hashPassword(m.password) : null,
      personType: m.personType ?? 1,
      birthday: '1990-01-15',
      gender: 3,
      regionalId: m.regionalId ?? null,
      phoneOne: m.phoneOne ?? '11 98765-4321',
      sponsorId: m.sponsorId ?? null,
      planId: m.planId ?? null,
      activatedOn: m.activatedOn === undefined ? ((m.status ?? UserStatus.Ativo) === UserStatus.Ativo ? new Date() : null) : m.activatedOn,
      rolesIds: m.rolesIds ?? (type === UserType.Administrator ? ADMIN_ROLE_IDS : type === UserType.UserStore ? STORE_CLIENT_ROLE_IDS : MEMBER_ROLE_IDS),
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })
    .returning();
  if (type !== UserType.UserStore) await ensureMemberAccountId(db, row!.id);
  await joinNetwork(db, { id: row!.id, sponsorId: row!.sponsorId, type });
  return row!;
}

/** Credits a member from the club's bonus expense account, as a bonus payment would. */
export async function creditMember(db: DbOrTx, userId: number, cents: number, category: number, description: string, at?: Date) {
  return post(db, {
    kind: 'bonus',
    at,
    idempotencyKey: `seed:${randomToken()}`,
    description,
    legs: [
      { system: SystemAccount.BonusExpense, amountCents: -cents, category },
      { member: userId, amountCents: cents, category },
    ],
  });
}
