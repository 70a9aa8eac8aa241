import type { z } from 'zod';
import { messages, STAFF_ROLE_IDS, StaffRole, staffRoleOf, UserStatus } from '@clube/contract';
import type { ChangeStaffRoleRequest, ChangeStaffStatusRequest, CreateStaffRequest, StaffMember } from '@clube/contract/admin';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { revokeEveryToken, updateReloginFlag } from '../accounts';
import { insertAdministrator } from './first-admin';
import { statusOf } from './members.mapper';
import { toStaffMember } from './staff.mapper';
import { assertNamesFree, nameRaceConflict } from './account-names';
import * as repo from './staff.repository';

export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  return (await repo.listStaff(db)).map(toStaffMember);
}

async function staffOr404(db: DbOrTx, id: number) {
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(messages.staffNotFound);
  return row;
}

/**
 * A new administrator with one staff role (docs/admin.md#staff), made as the first administrator is
 * (type 1, active, his current account): username and e-mail follow the registration's rules.
 */
export async function createStaff(db: Db, actor: AuditActor, input: z.output<typeof CreateStaffRequest>): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.Password);
  try {
    const id = await db.transaction(async (tx) => {
      await assertNamesFree(tx, { username: input.Username, email: input.Email });
      const row = await insertAdministrator(tx, {
        name: input.Name,
        email: input.Email,
        username: input.Username,
        passwordHash,
        rolesIds: STAFF_ROLE_IDS[input.Role],
      });
      await writeAudit(tx, actor, {
        action: 'staff.create',
        target: auditTarget('user', row.id),
        after: { Name: row.name, Username: row.username, Email: row.email, Role: input.Role },
      });
      return row.id;
    });
    return toStaffMember((await repo.findStaff(db, id))!);
  } catch (err) {
    throw nameRaceConflict(err) ?? err;
  }
}

/** Nobody blocks or demotes himself; the last active Owner is never demoted or blocked. */
async function assertOwnersRemain(tx: DbOrTx, actor: AuditActor, target: { id: number; status: number; rolesIds: number[] }) {
  if (target.id === actor.userId) throw forbidden(messages.staffSelfChange);
  const isActiveOwner = target.status === UserStatus.Ativo && staffRoleOf(target.rolesIds) === StaffRole.Owner;
  if (isActiveOwner && (await repo.countActiveOwners(tx)) <= 1) throw unprocessable(messages.staffLastOwner);
}

/** A new role: the administrator's sessions end and his relogin flag is set. */
export async function changeStaffRole(db: Db, actor: AuditActor, id: number, input: z.output<typeof ChangeStaffRoleRequest>): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    await repo.lockStaffChanges(tx);
    const staff = await staffOr404(tx, id);
    const from = staffRoleOf(staff.rolesIds) ?? null;
    if (from === input.Role) throw unprocessable(messages.staffRoleUnchanged);
    await assertOwnersRemain(tx, actor, staff);
    await repo.updateStaff(tx, id, { rolesIds: STAFF_ROLE_IDS[input.Role] });
    await revokeEveryToken(tx, id);
    await updateReloginFlag(tx, id, true);
    await writeAudit(tx, actor, {
      action: 'staff.changeRole',
      target: auditTarget('user', id),
      before: { Role: from },
      after: { Role: input.Role },
      reason: input.Reason,
    });
  });
  return toStaffMember(await staffOr404(db, id));
}

const statusFields = (status: number) => ({ Status: status, StatusFormatted: statusOf(status).label });

/** Blocks (sessions end at once, a reason is required) or unblocks an administrator. */
export async function changeStaffStatus(db: Db, actor: AuditActor, id: number, input: z.output<typeof ChangeStaffStatusRequest>): Promise<StaffMember> {
  const reason = input.Reason || null;
  const block = input.Status === UserStatus.Bloqueado;
  if (block && !reason) throw badRequest(messages.memberBlockReasonRequired, { Reason: [messages.memberBlockReasonRequired] });
  await db.transaction(async (tx) => {
    await repo.lockStaffChanges(tx);
    const staff = await staffOr404(tx, id);
    if (staff.status === input.Status) throw unprocessable(messages.staffStatusUnchanged);
    if (block) await assertOwnersRemain(tx, actor, staff);
    await repo.updateStaff(tx, id, { status: input.Status });
    if (block) await revokeEveryToken(tx, id);
    await updateReloginFlag(tx, id, true);
    await writeAudit(tx, actor, {
      action: block ? 'staff.block' : 'staff.unblock',
      target: auditTarget('user', id),
      before: statusFields(staff.status),
      after: statusFields(input.Status),
      reason,
    });
  });
  return toStaffMember(await staffOr404(db, id));
}
