import { z } from 'zod';
import {
  NotificationTarget,
  SendNotificationRequest,
  type NotificationAudienceRequest,
  type SendNotificationRequest as SendBody,
} from '@clube/contract/notifications';

/** The form keeps text values (the level is a select); the contract's schema judges them. */
export const notificationFormSchema = z
  .object({
    Target: z.string(),
    Username: z.string(),
    Level: z.string(),
    Title: z.string(),
    Message: z.string(),
  })
  .superRefine((v, ctx) => {
    const parsed = SendNotificationRequest.safeParse(toSendRequest(v));
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path.length ? [String(issue.path[0])] : ['Target'], message: issue.message });
  });
export type NotificationFormValues = z.infer<typeof notificationFormSchema>;

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = { Target: NotificationTarget.Member, Username: '', Level: '1', Title: '', Message: '' };

/** Who receives it, as the count call takes it: only the fields the target uses. */
export function toAudience(v: Pick<NotificationFormValues, 'Target' | 'Username' | 'Level'>): NotificationAudienceRequest {
  const Target = v.Target as NotificationAudienceRequest['Target'];
  if (Target === NotificationTarget.Everyone) return { Target };
  if (Target === NotificationTarget.Member) return { Target, Username: v.Username.trim() };
  return { Target, Username: v.Username.trim(), Level: Number(v.Level) };
}

export const toSendRequest = (v: NotificationFormValues): SendBody => ({ ...toAudience(v), Title: v.Title, Message: v.Message });
