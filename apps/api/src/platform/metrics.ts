import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetrics from 'fastify-metrics';
import promClient from 'prom-client';
import { messages } from '@clube/contract';
import type { Database } from '../db/client';
import { conflictCounters } from '../db/conflict-retry';
import { failure } from './http-errors';
import { onJobRunFinished } from './job-runs';

export const METRICS_PATH = '/metrics';

/** The probes are called every few seconds by balancers: counting them would drown the traffic. */
const NOT_COUNTED = [METRICS_PATH, '/api/health', '/api/ready'];

// Process metrics (CPU, memory, event loop, GC) belong to the process, not to one app: collected
// once, however many apps a process builds (tests build hundreds).
let processRegistry: promClient.Registry | undefined;
function processMetrics(): promClient.Registry {
  if (!processRegistry) {
    processRegistry = new promClient.Registry();
    promClient.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (v: string) => createHash('sha256').update(v).digest();
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics (docs/operations.md#metrics): with METRICS_TOKEN, whoever sends it as a
 * bearer token; without it, only the embedded demo serves them, and only to a connection from this
 * machine that no proxy forwarded (a proxy on this machine connects from loopback too). A
 * production without the token answers 404, as if the route did not exist.
 */
export function metricsAccess(req: FastifyRequest, opts: { token?: string; demo: boolean }): 'open' | 'unauthorized' | 'hidden' {
  if (opts.token) {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const given = scheme?.toLowerCase() === 'bearer' && value ? value : '';
    return timingSafeEqual(digest(given), digest(opts.token)) ? 'open' : 'unauthorized';
  }
  const direct = LOOPBACK.test(req.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((h) => req.headers[h] === undefined);
  return opts.demo && direct ? 'open' : 'hidden';
}

/**
 * Prometheus metrics at GET /metrics (text format): through fastify-metrics (prom-client), the
 * request duration histogram by method, route pattern (never the raw URL: bounded label values)
 * and status class (`2xx`, `4xx`, `5xx`: the error rate); the database pool; the job runs by job
 * and outcome; the process. Each app has its own registry.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { database: Database; token?: string; demo: boolean }) => {
  const registry = new promClient.Registry();
  new promClient.Gauge({
    name: 'clube_db_pool_connections',
    help: 'Database connections by state (PGlite: one connection, always idle)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = opts.database.poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new promClient.Gauge({
    name: 'clube_db_lock_conflicts',
    help: 'Transactions of this process PostgreSQL ended with a deadlock or serialization failure: retried, or exhausted (answered 503)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.set({ outcome: 'retried' }, conflictCounters.retried);
      this.set({ outcome: 'exhausted' }, conflictCounters.exhausted);
    },
  });
  const jobRuns = new promClient.Counter({
    name: 'clube_job_runs_total',
    help: 'Recorded job runs of this process by job and outcome (succeeded, failed, skipped)',
    labelNames: ['job', 'status'],
    registers: [registry],
  });
  const unsubscribe = onJobRunFinished(({ job, status }) => jobRuns.inc({ job, status }));
  app.addHook('onClose', async () => unsubscribe());

  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      groupStatusCodes: true,
      routeBlacklist: NOT_COUNTED,
      overrides: {
        histogram: {
          name: 'http_request_duration_seconds',
          help: 'Request duration in seconds by method, route pattern and status class',
          registers: [registry],
        },
        summary: { registers: [] },
      },
    },
  });

  const merged = () => promClient.Registry.merge([processMetrics(), registry]);
  app.get(METRICS_PATH, { logLevel: 'warn', exposeHeadRoute: false }, async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const access = metricsAccess(req, { token: opts.token, demo: opts.demo });
    if (access === 'unauthorized') return reply.status(401).header('www-authenticate', 'Bearer').send(failure(messages.unauthorized));
    if (access === 'hidden') return reply.status(404).send(failure(messages.routeNotFound));
    const all = merged();
    return reply.type(all.contentType).send(await all.metrics());
  });
});
