import type { VapidKeys } from '../../config';
import { offlinePushSender } from './offline';
import { webPushSender } from './web-push';

/** One device's subscription, as the browser gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries to the service worker (apps/web/src/sw.ts): shown as the system notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** The office's page the notification opens. */
  url: string;
  /** Pushes with the same tag replace each other on the device. */
  tag: string;
}

/**
 * `gone`: the push service no longer knows this subscription (404 or 410: the member uninstalled,
 * cleared the site's data or revoked the permission); the office forgets it.
 */
export type PushResult = { ok: true } | { ok: false; gone: boolean; reason: string };

export interface PushSender {
  readonly kind: 'web-push' | 'offline';
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

export { offlinePushSender, type OfflinePushSender } from './offline';

/**
 * Web Push through the push services (FCM, Mozilla, Apple) when the club has VAPID keys, else the
 * offline sender, which keeps what it would have sent and sends nothing (docs/app.md#push-notifications).
 */
export function createPushSender(push: 'on' | 'off', vapid: () => VapidKeys | null): PushSender {
  // The keys are read at the first push, not here: building the app writes nothing to DATA_DIR.
  return push === 'on' ? webPushSender(() => vapid()!) : offlinePushSender();
}
