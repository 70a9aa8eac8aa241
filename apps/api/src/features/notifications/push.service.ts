import type { z } from 'zod';
import { PushKind, pushMessages, type PushSettings, type PushSubscriptionRequest } from '@clube/contract/notifications';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { PushPayload, PushSender } from '../../integrations/push';
import { conflict, notFound } from '../../platform/errors';
import * as repo from './push.repository';

/** docs/app.md#push-notifications */

export function settings(config: Pick<Config, 'vapid'>): PushSettings {
  const keys = config.vapid();
  return { Enabled: keys !== null, PublicKey: keys?.publicKey ?? null };
}

export async function subscribe(db: DbOrTx, config: Pick<Config, 'vapid'>, userId: number, s: z.output<typeof PushSubscriptionRequest>) {
  if (!config.vapid()) throw conflict(pushMessages.disabled);
  await repo.upsert(db, { userId, endpoint: s.Endpoint, p256dh: s.Keys.P256dh, auth: s.Keys.Auth });
}

export async function unsubscribe(db: DbOrTx, userId: number, endpoint: string) {
  if (!(await repo.removeOfUser(db, userId, endpoint))) throw notFound(pushMessages.subscriptionNotFound);
}

/** The page each kind opens when the member taps the push. */
const PAGE_OF_KIND: Record<string, string> = {
  [PushKind.BonusCredited]: '/financial/bonus-statement',
  [PushKind.NetworkNewMember]: '/network/my-network',
  [PushKind.InvoiceDueTomorrow]: '/financial/invoices',
  [PushKind.WithdrawalPaid]: '/financial/withdrawals',
  [PushKind.OrderDelivered]: '/marketplace/orders',
  [PushKind.OrderWithdrawn]: '/marketplace/orders',
};

const BATCH = 100;
/** A push about something that happened more than a day ago is no longer news (the panel has it). */
const STALE_AFTER_SECONDS = 24 * 3600;

export interface DispatchCounts {
  deliveries: number;
  sent: number;
  failed: number;
  removed: number;
}

/**
 * Sends the queued deliveries: one push per device of the member. A device the push service
 * reports gone (404/410) is forgotten; other failures are logged by the caller and not retried
 * (the panel still has the notification).
 */
export async function dispatchPending(db: Db, sender: PushSender): Promise<DispatchCounts> {
  const counts: DispatchCounts = { deliveries: 0, sent: 0, failed: 0, removed: 0 };
  for (;;) {
    const claimed = await repo.claimPending(db, BATCH, STALE_AFTER_SECONDS);
    counts.deliveries += claimed.length;
    const fresh = claimed.filter((d) => d.stale === false);
    const devices = await repo.ofUsers(db, [...new Set(fresh.map((d) => d.userId))]);
    for (const d of fresh) {
      const payload: PushPayload = { title: d.title, body: d.message, url: PAGE_OF_KIND[d.kind] ?? '/', tag: d.kind || 'clube' };
      for (const device of devices.filter((s) => s.userId === d.userId)) {
        const result = await sender.send(device, payload);
        if (result.ok) counts.sent++;
        else if (result.gone) {
          await repo.removeEndpoint(db, device.endpoint);
          counts.removed++;
          devices.splice(devices.indexOf(device), 1);
        } else counts.failed++;
      }
    }
    if (claimed.length < BATCH) return counts;
  }
}
