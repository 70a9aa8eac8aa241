import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { PushResult, PushSender } from './index';

/** How long a push service keeps a push for a phone that is off: a day (a bonus is news for that long). */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/** Web Push (RFC 8030, payload encrypted per RFC 8291, signed with the club's VAPID keys). */
export function webPushSender(vapid: () => VapidKeys): PushSender {
  return {
    kind: 'web-push',
    async send(target, payload): Promise<PushResult> {
      const keys = vapid();
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          urgency: 'normal',
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        });
        return { ok: true };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { ok: false, gone: true, reason: `${status}` };
        return { ok: false, gone: false, reason: status ? `${status}` : ((err as Error).message ?? 'erro').slice(0, 200) };
      }
    },
  };
}
