import type { FastifyInstance } from 'fastify';

/**
 * API answers carry members' data: no browser or proxy may keep them (docs/api-wire.md). A route
 * that serves something public sets its own Cache-Control, which this default leaves alone.
 */
export function registerNoStoreDefault(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
