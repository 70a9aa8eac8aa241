import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { PushSender } from '../../integrations/push';
import { onPushWakeup } from './push-wakeup';
import { dispatchPending, type DispatchCounts } from './push.service';

/** How long after a wake-up the dispatcher looks: the queuing transaction commits meanwhile. */
const WAKE_DELAY_MS = 300;
/** The sweep for what a wake-up missed: queued by another instance, a job command, or before a commit. */
const SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued pushes now, after any run under way (tests, and the wake-ups). */
    dispatchPushes(): Promise<DispatchCounts>;
  }
}

/**
 * Sends the queued push deliveries of the notification centre (docs/app.md#push-notifications),
 * one run at a time in this process; every instance runs one, and the queue's claim keeps them
 * from sending a delivery twice.
 */
export const pushDispatcherPlugin = fp(async (app: FastifyInstance, opts: { db: Db; sender: PushSender; sweep: boolean }) => {
  let running: Promise<DispatchCounts> = Promise.resolve({ deliveries: 0, sent: 0, failed: 0, removed: 0 });
  let closed = false;
  const runNow = () => {
    running = running
      .catch(() => undefined)
      .then(() => dispatchPending(opts.db, opts.sender))
      .then((counts) => {
        if (counts.failed > 0) app.log.warn({ pushes: counts }, 'some pushes failed');
        return counts;
      });
    return running;
  };
  app.decorate('dispatchPushes', runNow);
  const logged = () =>
    void runNow().catch((err: unknown) => {
      if (!closed) app.log.error({ err }, 'push dispatch failed');
    });

  let wake: NodeJS.Timeout | undefined;
  const stopWakeups = onPushWakeup(() => {
    if (closed || wake) return;
    wake = setTimeout(() => {
      wake = undefined;
      logged();
    }, WAKE_DELAY_MS);
    wake.unref();
  });
  const sweep = opts.sweep ? setInterval(logged, SWEEP_MS).unref() : undefined;
  app.addHook('onClose', async () => {
    closed = true;
    stopWakeups();
    clearTimeout(wake);
    clearInterval(sweep);
    await running.catch(() => undefined);
  });
});
