import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows';
import { paths } from '../../paths';
import { isShuttingDown } from '../../platform/shutdown';
import { plainRouteSchema } from '../../platform/route';

// How many migrations this build ships: the database is ready when it has applied them all.
const shippedMigrations = (JSON.parse(readFileSync(paths.migrationsJournal, 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * Probes for load balancers and orchestrators (docs/operations.md#health): `/api/health` says the
 * process answers, `/api/ready` that the database answers with every migration applied. Not part of
 * the spec's API, so plain routes; their calls are frequent, so they are not logged.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const quiet = { logLevel: 'warn' as const };

  const health = plainRouteSchema({ summary: 'Processo no ar (para o balanceador)', tags: ['health'], success: '{ "Status": "ok" }' });
  app.get('/api/health', { ...quiet, schema: health }, async (_req, reply) => reply.send({ Status: 'ok' }));

  const ready = plainRouteSchema({
    summary: 'Pronto para atender: banco acessível e todas as migrações aplicadas (503 enquanto não, ou ao desligar)',
    tags: ['health'],
    success: '{ "Status": "ok" }; 503 { "Status": "unavailable", "Reason": "database" | "migrations" | "shutting-down" }',
  });
  app.get('/api/ready', { ...quiet, schema: ready }, async (req, reply) => {
    // A stopping instance takes no new work (docs/operations.md#shutdown).
    if (isShuttingDown(app.server)) return reply.status(503).send({ Status: 'unavailable', Reason: 'shutting-down' });
    let applied: number;
    try {
      const res = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      applied = Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'readiness: database not reachable');
      return reply.status(503).send({ Status: 'unavailable', Reason: 'database' });
    }
    if (applied < shippedMigrations) return reply.status(503).send({ Status: 'unavailable', Reason: 'migrations' });
    return reply.send({ Status: 'ok' });
  });
}
