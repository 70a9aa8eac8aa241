import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/**
 * How long connections accepted just before the stop get to send their request. Node's
 * http.Server.close() drops every connection without a request under way, a connection whose
 * request is still on the wire included: behind nginx that is a POST lost with a 502, which nginx
 * must not send again elsewhere. So the listening socket closes first, and only then, this much
 * later, Fastify's close drops the idle connections.
 */
export const ACCEPTED_GRACE_MS = 500;
const IDLE_REAP_MS = 100;

const stopping = new WeakSet<Server>();

/** Whether this server is shutting down: GET /api/ready answers 503 from the first moment. */
export const isShuttingDown = (server: Server) => stopping.has(server);

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
  /** After this long the process exits whatever is still running (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** Tests pass their own; the server exits the process. */
  exit?: (code: number) => void;
}

/**
 * The graceful stop of a server (docs/operations.md#shutdown):
 * - /api/ready answers 503, and every answer from now on says `Connection: close`, so a proxy that
 *   keeps connections alive sends nothing more on them;
 * - the listening socket closes: a balancer's next connection goes to another instance (nginx may
 *   resend any request there, a POST included, since none reached this one);
 * - the connections already accepted are still served (a request on a connection kept alive is
 *   served, not refused: a proxy never resends a refused POST elsewhere), then closed once idle;
 * - the requests in flight finish, the job schedulers start nothing more and the run under way
 *   ends; then the database closes and the process exits 0.
 * Past the deadline it exits 1 anyway. A signal while stopping changes nothing: a terminal's
 * Ctrl-C reaches npm, the start script and the server at once.
 */
export function createShutdown(opts: ShutdownOptions): (reason: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const log = opts.app.log;
  let stopped: Promise<void> | undefined;
  return (reason: string) => {
    if (stopped) return stopped;
    log.info({ reason, timeoutSeconds: opts.timeoutMs / 1000 }, 'shutting down: finishing the requests and jobs in flight');
    const deadline = setTimeout(() => {
      log.error({ timeoutSeconds: opts.timeoutMs / 1000 }, 'shutdown deadline passed: exiting with work still in flight');
      exit(1);
    }, opts.timeoutMs);
    deadline.unref();
    stopped = (async () => {
      let code = 0;
      const server = opts.app.server;
      stopping.add(server);
      server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
        if (!res.headersSent) res.setHeader('connection', 'close');
      });
      if (server.listening) {
        // net.Server's own close: stops accepting without dropping the connections just accepted.
        NetServer.prototype.close.call(server);
        await new Promise((r) => setTimeout(r, ACCEPTED_GRACE_MS));
      }
      // A connection whose request finishes after Fastify's close began would stay open, idle, for
      // the whole keep-alive timeout: closed as soon as it is idle instead.
      const reaper = setInterval(() => server.closeIdleConnections?.(), IDLE_REAP_MS);
      reaper.unref();
      try {
        await opts.app.close();
      } catch (err) {
        code = 1;
        log.error({ err }, 'closing the server failed');
      } finally {
        clearInterval(reaper);
      }
      try {
        await opts.database.close();
      } catch (err) {
        code = 1;
        log.error({ err }, 'closing the database failed');
      }
      clearTimeout(deadline);
      log.info('shut down');
      exit(code);
    })();
    return stopped;
  };
}

/** Stops gracefully on SIGTERM (orchestrators, `kill`) and SIGINT (Ctrl-C). */
export function stopOnSignals(shutdown: (reason: string) => Promise<void>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
