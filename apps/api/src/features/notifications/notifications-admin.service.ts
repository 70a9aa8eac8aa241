import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import {
  NotificationTarget,
  type GetAllNotificationBroadcastsRequest,
  type NotificationAudienceRequest,
  type NotificationBroadcast,
  type NotificationSent,
  type SendNotificationRequest,
} from '@clube/contract/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { notFound, unprocessable } from '../../platform/errors';
import { membersAtLevelSql } from '../network';
import * as repo from './notifications-admin.repository';

/**
 * Notifications from the console (docs/admin.md#notifications): one member, one level of a
 * member's network, or every member. Recipients are members (type 2), whatever their status: a
 * Pendente or Bloqueado member reads it when he signs in again; administrators and store clients
 * have no notification panel.
 */

type Audience = z.output<typeof NotificationAudienceRequest>;

/** The recipients as a subquery of ids; a username that names no member is a 404. */
async function recipientsOf(db: DbOrTx, a: Audience): Promise<SQL> {
  if (a.Target === NotificationTarget.Everyone) return repo.everyMemberSql();
  const memberId = await repo.memberIdByUsername(db, a.Username!);
  if (memberId === undefined) throw notFound(messages.notificationMemberNotFound);
  return a.Target === NotificationTarget.Member ? repo.memberSql(memberId) : membersAtLevelSql(memberId, a.Level!);
}

/** What the audit row and the list say of the audience. */
const audienceData = (a: Audience) => ({
  target: a.Target,
  username: a.Target === NotificationTarget.Everyone ? null : a.Username!,
  level: a.Target === NotificationTarget.NetworkLevel ? a.Level! : null,
});

export async function countRecipients(db: DbOrTx, a: Audience): Promise<number> {
  return repo.countRecipients(db, await recipientsOf(db, a));
}

/**
 * One notification, delivered to every recipient by one statement, and one audit row, together;
 * nobody to receive it: 422 and nothing is stored.
 */
export async function send(db: Db, actor: AuditActor, input: z.output<typeof SendNotificationRequest>): Promise<NotificationSent> {
  return db.transaction(async (tx) => {
    const recipients = await recipientsOf(tx, input);
    const notificationId = await repo.insertNotification(tx, input.Title, input.Message);
    const count = await repo.deliver(tx, notificationId, recipients);
    if (count === 0) throw unprocessable(messages.notificationNobody);
    await writeAudit(tx, actor, {
      action: repo.BROADCAST_ACTION,
      target: auditTarget(repo.BROADCAST_KIND, notificationId),
      after: { title: input.Title, message: input.Message },
      data: { ...audienceData(input), notificationId, count },
    });
    return { NotificationId: notificationId, Count: count };
  });
}

function targetText(d: { target?: string; username?: string | null; level?: number | null }): string {
  if (d.target === NotificationTarget.Member) return `Sócio @${d.username}`;
  if (d.target === NotificationTarget.NetworkLevel) return `Nível ${d.level} da rede de @${d.username}`;
  return 'Todos os sócios';
}

export async function listBroadcasts(db: DbOrTx, input: z.output<typeof GetAllNotificationBroadcastsRequest>) {
  const { Page, RowsPerPage } = input.PaginationSettings;
  const { rows, total } = await repo.listBroadcasts(db, RowsPerPage, (Page - 1) * RowsPerPage);
  const data: NotificationBroadcast[] = rows.map((r) => {
    const d = (r.data ?? {}) as { target?: string; username?: string | null; level?: number | null; count?: number };
    return {
      NotificationId: r.notificationId,
      Title: r.title,
      Message: r.message,
      Target: d.target ?? NotificationTarget.Everyone,
      TargetFormatted: targetText(d),
      Count: Number(d.count ?? 0),
      SentBy: r.sentBy ?? null,
      SentOn: r.sentOn.toISOString(),
    };
  });
  return { data, pagination: paginationResponse(Page, RowsPerPage, total) };
}
