import { messages, UserStatus } from '@clube/contract';
import type { z } from 'zod';
import type { ChangeMemberStatusRequest } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, unprocessable } from '../../platform/errors';
import { revokeEveryToken, updateReloginFlag } from '../accounts';
import { statusOf } from './members.mapper';
import { memberOr404, memberProfile } from './members-query.service';
import * as repo from './members.repository';

const statusFields = (status: number) => ({ Status: status, StatusFormatted: statusOf(status).label });

/** 'members.block' and 'members.unblock' stand out in the audit list; other moves are 'members.changeStatus'. */
function actionOf(from: number, to: number) {
  if (to === UserStatus.Bloqueado) return 'members.block';
  if (from === UserStatus.Bloqueado) return 'members.unblock';
  return 'members.changeStatus';
}

/**
 * An operator's change of a member's status (docs/admin.md#members): Ativo only once the adhesion
 * was paid (ActivatedOn), Pendente only before it; blocking needs a reason and ends every session and
 * token at once; any change sets the relogin flag so that an open office leaves on its next check.
 */
export async function changeMemberStatus(db: Db, actor: AuditActor, id: number, input: z.output<typeof ChangeMemberStatusRequest>) {
  const reason = input.Reason || null;
  const to = input.Status;
  if (to === UserStatus.Bloqueado && !reason) throw badRequest(messages.memberBlockReasonRequired, { Reason: [messages.memberBlockReasonRequired] });
  await db.transaction(async (tx) => {
    const member = await memberOr404(tx, id, true);
    if (member.status === to) throw unprocessable(messages.memberStatusUnchanged);
    if (to === UserStatus.Ativo && !member.activatedOn) throw unprocessable(messages.memberActivateNeedsAdhesion);
    if (to === UserStatus.Pendente && member.activatedOn) throw unprocessable(messages.memberPendingOnlyBeforeAdhesion);
    await repo.updateMember(tx, id, { status: to });
    if (to === UserStatus.Bloqueado) await revokeEveryToken(tx, id);
    await updateReloginFlag(tx, id, true);
    await writeAudit(tx, actor, {
      action: actionOf(member.status, to),
      target: auditTarget('user', id),
      before: statusFields(member.status),
      after: statusFields(to),
      reason,
    });
  });
  return memberProfile(db, id);
}
