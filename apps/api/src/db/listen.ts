import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What a LISTEN subscriber hears: each notification's payload, and whether the subscription is up.
 * While it is down notifications are lost, so whoever caches on their strength must stop caching.
 */
export interface ListenHandlers {
  onNotify(payload: string): void;
  onStatus?(up: boolean): void;
}

export type StopListening = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * One dedicated connection per subscription (a pooled one would be handed back and lose it). When
 * the connection drops it reconnects with a growing wait, reporting down at once and up again only
 * once LISTEN is in place.
 */
export async function listenPg(connectionString: string, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wait = RETRY_MIN_MS;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    handlers.onStatus?.(false);
    c.end().catch(() => undefined);
    if (!stopped) {
      retryTimer = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.onNotify(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch {
      lost(c);
      return;
    }
    if (stopped || client !== c) return;
    wait = RETRY_MIN_MS;
    handlers.onStatus?.(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const c = client;
    client = undefined;
    if (c) await c.end().catch(() => undefined);
  };
}

/** PGlite is one in-process connection: notifications cannot be lost while it is open. */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onStatus?.(true);
  return async () => {
    if (!client.closed) await unlisten().catch(() => undefined);
  };
}
