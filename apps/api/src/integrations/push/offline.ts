import type { PushPayload, PushResult, PushSender, PushTarget } from './index';

export interface OfflinePushSender extends PushSender {
  readonly kind: 'offline';
  /** Every push it was asked to send, in order. */
  readonly sent: Array<{ target: PushTarget; payload: PushPayload }>;
  /** Endpoints the pretend push service answers 410 Gone for (a device that dropped the subscription). */
  readonly gone: Set<string>;
}

/** Sends nothing: keeps each push, so tests and a club without push see what would have gone out. */
export function offlinePushSender(): OfflinePushSender {
  const sent: OfflinePushSender['sent'] = [];
  const gone = new Set<string>();
  return {
    kind: 'offline',
    sent,
    gone,
    async send(target, payload): Promise<PushResult> {
      if (gone.has(target.endpoint)) return { ok: false, gone: true, reason: '410 Gone' };
      // Only the last few hundred: a long-running club without push must not grow this forever.
      if (sent.length >= 500) sent.shift();
      sent.push({ target, payload });
      return { ok: true };
    },
  };
}
