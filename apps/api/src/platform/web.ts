import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@clube/contract';

/** Serves the web build; unknown non-API GETs get index.html so deep links open the SPA. */
export async function serveWeb(app: FastifyInstance, dist: string) {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found: only the API is served');
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: 'index.html', maxAge: '1h' });
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(req.url.split('?')[0]!)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ IsSuccess: false, Message: messages.routeNotFound, Data: null });
  });
}
