import type { FastifyBaseLogger } from 'fastify';
import { messages, UserStatus } from '@clube/contract';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { AppError, unprocessable } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { createResetLink, mailResetLink, tooManyResetLinks } from '../accounts';
import { memberOr404 } from './members-query.service';

/**
 * 'Enviar redefinição de senha' (docs/admin.md#members): the same one-use, one-hour link as the
 * recovery prompt, sent to the member's e-mail. Unlike the prompt it says why it did not send
 * (blocked, too many links). The audit row names the e-mail, never the token or the link.
 */
export async function sendMemberPasswordReset(deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }, actor: AuditActor, id: number) {
  const { member, link } = await deps.db.transaction(async (tx) => {
    const member = await memberOr404(tx, id, true);
    if (member.status === UserStatus.Bloqueado) throw unprocessable(messages.memberPasswordResetBlocked);
    if (await tooManyResetLinks(tx, id)) throw new AppError('TOO_MANY_REQUESTS', messages.memberPasswordResetTooMany);
    const link = await createResetLink(tx, deps.publicUrl, member);
    await writeAudit(tx, actor, { action: 'members.sendPasswordReset', target: auditTarget('user', id), data: { Email: member.email } });
    return { member, link };
  });
  mailResetLink(deps, member, link);
}
