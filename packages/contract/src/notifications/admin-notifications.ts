import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { multilineText, text } from '../common/text';
import { NETWORK_MAX_LEVELS } from '../network/network-user';
import { Permission } from '../permissions';

/**
 * Notifications the console sends (docs/admin.md#notifications): to one member, to the members
 * of one level of a member's network, or to every member. Recipients are members (type 2) only:
 * administrators and store clients have no notification panel.
 */

export const NotificationTarget = { Member: 'Member', NetworkLevel: 'NetworkLevel', Everyone: 'Everyone' } as const;
export type NotificationTarget = (typeof NotificationTarget)[keyof typeof NotificationTarget];
export const notificationTargetLabels: Record<NotificationTarget, string> = {
  Member: 'Um sócio',
  NetworkLevel: 'Um nível da rede de um sócio',
  Everyone: 'Todos os sócios',
};

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 2000;

const audienceFields = {
  Target: z.enum([NotificationTarget.Member, NotificationTarget.NetworkLevel, NotificationTarget.Everyone], { error: messages.notificationTargetInvalid }),
  /** Member: the recipient; NetworkLevel: whose network. Ignored for Everyone. */
  Username: text().trim().max(100, messages.textTooLong).nullish(),
  /** NetworkLevel only: 1 = his direct partners ... 10. */
  Level: z
    .number({ error: messages.networkLevelRange })
    .int(messages.networkLevelRange)
    .min(1, messages.networkLevelRange)
    .max(NETWORK_MAX_LEVELS, messages.networkLevelRange)
    .nullish(),
};

type Audience = { Target: NotificationTarget; Username?: string | null; Level?: number | null };

/** Who is named must be named: a username for Member and NetworkLevel, a level for NetworkLevel. */
function requireAudience(a: Audience, ctx: z.RefinementCtx) {
  if (a.Target !== NotificationTarget.Everyone && !a.Username)
    ctx.addIssue({ code: 'custom', path: ['Username'], message: messages.notificationUsernameRequired });
  if (a.Target === NotificationTarget.NetworkLevel && (a.Level === null || a.Level === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['Level'], message: messages.networkLevelRange });
  }
}

export const NotificationAudienceRequest = z.object(audienceFields).strict().superRefine(requireAudience);
export type NotificationAudienceRequest = z.input<typeof NotificationAudienceRequest>;

export const SendNotificationRequest = z
  .object({
    ...audienceFields,
    Title: text({ error: messages.notificationTitleRequired })
      .trim()
      .min(1, messages.notificationTitleRequired)
      .max(NOTIFICATION_TITLE_MAX, messages.textTooLong),
    Message: multilineText({ error: messages.notificationMessageRequired })
      .trim()
      .min(1, messages.notificationMessageRequired)
      .max(NOTIFICATION_MESSAGE_MAX, messages.textTooLong),
  })
  .strict()
  .superRefine(requireAudience);
export type SendNotificationRequest = z.input<typeof SendNotificationRequest>;

export const NotificationRecipientsCount = z.object({ Count: z.number().int() });

export const NotificationSent = z.object({
  /** The notification every recipient received. */
  NotificationId: z.number().int(),
  Count: z.number().int(),
});
export type NotificationSent = z.infer<typeof NotificationSent>;

/** A notification the console sent, from its audit row. */
export const NotificationBroadcast = z.object({
  NotificationId: z.number().int(),
  Title: z.string(),
  Message: z.string(),
  Target: z.string(),
  /** 'Sócio @ana', 'Nível 2 da rede de @ana', 'Todos os sócios'. */
  TargetFormatted: z.string(),
  Count: z.number().int(),
  SentBy: z.string().nullable(),
  SentOn: z.string(),
});
export type NotificationBroadcast = z.infer<typeof NotificationBroadcast>;

export const GetAllNotificationBroadcastsRequest = z.object({ ...PagedRequest }).strict();
export type GetAllNotificationBroadcastsRequest = z.input<typeof GetAllNotificationBroadcastsRequest>;

const support = { auth: true, permission: Permission.CONSOLE_SUPPORT, adminOnly: true } as const;

/** How many members a notification to this audience would reach (nothing is sent). */
export const adminCountNotificationRecipients = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notifications/countRecipients',
  summary: 'Console: quantos sócios receberiam a notificação',
  tags: ['notifications', 'admin'],
  ...support,
  body: NotificationAudienceRequest,
  response: envelope(NotificationRecipientsCount),
});

/** One notification, delivered to every recipient at once; 422 when nobody would receive it. */
export const adminSendNotification = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notifications/send',
  summary: 'Console: envia uma notificação a um sócio, a um nível da rede de um sócio ou a todos',
  tags: ['notifications', 'admin'],
  ...support,
  body: SendNotificationRequest,
  response: envelope(NotificationSent),
});

/** The notifications the console sent, newest first, 50 a page. */
export const adminGetAllNotificationBroadcasts = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notifications/getAll',
  summary: 'Console: notificações enviadas pelo console',
  tags: ['notifications', 'admin'],
  ...support,
  body: GetAllNotificationBroadcastsRequest,
  response: envelope(z.array(NotificationBroadcast)),
});
