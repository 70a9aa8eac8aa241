import { MEMBER_ROLE_IDS, messages, Permission, STAFF_PERMISSION_IDS } from '@clube/contract';
import type { z } from 'zod';
import type { ChangeMemberRolesRequest } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, unprocessable } from '../../platform/errors';
import { revokeEveryToken, updateReloginFlag } from '../accounts';
import { memberOr404, memberProfile } from './members-query.service';
import * as repo from './members.repository';

const MEMBER_IDS = new Set<number>(MEMBER_ROLE_IDS);
/** Ids that belong to the staff: the console's, 'Configurações' (-6) and SUPORTES (10). */
const STAFF_IDS = new Set<number>([...STAFF_PERMISSION_IDS, Permission.SIDE_CONFIGS, Permission.SUPORTES]);

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Grants and revokes a member's permission ids (docs/admin.md#members): only member ids; staff ids
 * are refused. The new set replaces the old one; the member's tokens end and his relogin flag is
 * set, so that his office and his next session follow the new set.
 */
export async function changeMemberRoles(db: Db, actor: AuditActor, id: number, input: z.output<typeof ChangeMemberRolesRequest>) {
  const wanted = sorted(input.RolesIds);
  if (wanted.some((r) => STAFF_IDS.has(r))) throw unprocessable(messages.memberRolesStaffRefused, { RolesIds: [messages.memberRolesStaffRefused] });
  if (wanted.some((r) => !MEMBER_IDS.has(r))) throw badRequest(messages.memberRolesInvalid, { RolesIds: [messages.memberRolesInvalid] });
  await db.transaction(async (tx) => {
    const member = await memberOr404(tx, id, true);
    const before = sorted(member.rolesIds);
    if (before.length === wanted.length && before.every((r, i) => r === wanted[i])) throw unprocessable(messages.memberRolesUnchanged);
    await repo.updateMember(tx, id, { rolesIds: wanted });
    await revokeEveryToken(tx, id);
    await updateReloginFlag(tx, id, true);
    await writeAudit(tx, actor, {
      action: 'members.changeRoles',
      target: auditTarget('user', id),
      before: { RolesIds: before },
      after: { RolesIds: wanted },
      reason: input.Reason || null,
      data: { Granted: wanted.filter((r) => !before.includes(r)), Revoked: before.filter((r) => !wanted.includes(r)) },
    });
  });
  return memberProfile(db, id);
}
