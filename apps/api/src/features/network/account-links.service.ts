import type { FastifyBaseLogger } from 'fastify';
import { messages, onlyDigits, PersonType } from '@clube/contract';
import { ACCOUNT_LINK_MAIL_HOURS, type AccountLinkRequest } from '@clube/contract/network';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { randomToken, sha256 } from '../../platform/tokens';
import * as repo from './account-links.repository';

/** What the registration hands back for the e-mail to the primary, sent after the commit. */
export interface LinkRequestMail {
  primary: { id: number; name: string; email: string };
  username: string;
  token: string;
}

/**
 * Registration's part, in its transaction (docs/accounts.md#linked-accounts): asks the primary
 * account of the new account's CPF (or CNPJ) to confirm the link. The same statement runs whether
 * or not the document is in use, and nothing of it reaches the registration's answer.
 */
export async function requestAccountLink(
  tx: DbOrTx,
  account: { id: number; username: string; personType: number; regionalId: string | null; cnpj: string | null },
): Promise<LinkRequestMail | null> {
  const individual = account.personType === PersonType.Individual;
  const digits = onlyDigits((individual ? account.regionalId : account.cnpj) ?? '');
  const token = randomToken();
  const primary = await repo.insertLinkRequest(tx, {
    secondaryId: account.id,
    document: { column: individual ? 'regional_id' : 'cnpj', digits },
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ACCOUNT_LINK_MAIL_HOURS * 3_600_000),
  });
  if (!primary) return null;
  return { primary: { id: primary.primary_id, name: primary.primary_name, email: primary.primary_email }, username: account.username, token };
}

/** Sends the primary his confirmation link without waiting for the mail server; a failure is logged with ids only. */
export function mailLinkRequest(deps: { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }, mail: LinkRequestMail): void {
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/account-link?token=${encodeURIComponent(mail.token)}`;
  void deps.mailer
    .send({
      to: mail.primary.email,
      subject: messages.accountLinkMailSubject,
      text: messages.accountLinkMailText(mail.primary.name, mail.username, link, ACCOUNT_LINK_MAIL_HOURS),
    })
    .catch((err: unknown) => deps.log.error({ err, userId: mail.primary.id }, 'account link e-mail not sent'));
}

/** The requests waiting for the caller's answer as primary account. */
export async function listLinkRequests(db: DbOrTx, primaryId: number): Promise<AccountLinkRequest[]> {
  const rows = await repo.pendingRequestsOf(db, primaryId);
  return rows.map((r) => ({ Id: r.id, Username: r.username, Created: r.createdAt.toISOString() }));
}

async function audit(tx: DbOrTx, actor: AuditActor, action: 'confirm' | 'refuse', link: repo.DecidedLink, via: 'office' | 'email') {
  await writeAudit(tx, actor, {
    action: `accountLinks.${action}`,
    target: auditTarget('user', link.secondaryId),
    after: { PrimaryId: link.primaryId, SecondaryId: link.secondaryId, Status: action === 'confirm' ? repo.LinkStatus.Confirmed : repo.LinkStatus.Refused },
    data: { LinkId: link.id, Via: via },
  });
}

/**
 * The primary's answer from his office. A request that is not his, does not exist or was already
 * answered is the same 404: another member's ids reveal nothing (docs/security.md#ownership).
 */
export async function decideLinkRequest(db: Db, actor: AuditActor, id: number, decision: 'confirm' | 'refuse'): Promise<void> {
  await db.transaction(async (tx) => {
    const status = decision === 'confirm' ? repo.LinkStatus.Confirmed : repo.LinkStatus.Refused;
    const link = await repo.decideRequest(tx, id, actor.userId, status);
    if (!link) throw notFound(messages.accountLinkNotFound);
    await audit(tx, actor, decision, link, 'office');
  });
}

/** The e-mailed link: one use, ACCOUNT_LINK_MAIL_HOURS; the primary is the actor (owning his mailbox is the proof). */
export async function confirmLinkByToken(db: Db, ip: string | null, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await repo.confirmByTokenHash(tx, sha256(token));
    if (!link) throw badRequest(messages.accountLinkTokenInvalid);
    await audit(tx, { userId: link.primaryId, ip }, 'confirm', link, 'email');
  });
}

/** An operator's CPF/CNPJ correction takes the member out of every link, pending ones included. */
export const unlinkAccount = (tx: DbOrTx, userId: number) => repo.deleteLinksOf(tx, userId);
